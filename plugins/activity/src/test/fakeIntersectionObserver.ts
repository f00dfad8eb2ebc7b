/**
 * A controllable IntersectionObserver for view tests (happy-dom does no layout): `scrollIntoView()`
 * reports every observed element as visible, as scrolling to the end of the list would.
 */
export function createFakeIntersectionObserver() {
  const observers = new Set<FakeObserver>()

  class FakeObserver {
    readonly elements = new Set<Element>()
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this)
    }
    observe(element: Element) {
      this.elements.add(element)
    }
    unobserve(element: Element) {
      this.elements.delete(element)
    }
    disconnect() {
      this.elements.clear()
      observers.delete(this)
    }
    takeRecords() {
      return []
    }
    fire() {
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      )
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver)
    }
  }

  return {
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    /** How many elements are being watched right now. */
    watched: () => [...observers].reduce((count, observer) => count + observer.elements.size, 0),
    scrollIntoView() {
      for (const observer of [...observers]) observer.fire()
    },
  }
}
