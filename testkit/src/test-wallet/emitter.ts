type Listener = (...args: never[]) => void

/** A minimal event emitter with the EIP-1193 method names (`on`, `removeListener`), DOM-free. */
export class Emitter {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener): this {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  /** How many listeners `event` has (tests check that subscribers clean up). */
  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }

  protected emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...values: unknown[]) => void)(...args)
      } catch (error) {
        console.error(`A "${event}" listener of the test wallet threw`, error)
      }
    }
  }
}
