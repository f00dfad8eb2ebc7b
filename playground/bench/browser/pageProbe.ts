import { pageScript } from './pageScript.js'

/** What the probe records in the page, in `performance.now()` milliseconds (navigation start = 0). */
export type ProbeState = {
  buttonVisibleAt: number | null
  /**
   * The click clock's start: the timestamp of the input that completed the click on the connect
   * button (the release of the mouse button or finger, or the Enter key's press), i.e. when that
   * input reached the browser, before the page handled any of it. The same moment for every page.
   */
  clickAt: number | null
  /**
   * The timestamp of the first sign of the visitor's intent on the button (the pointer over it, a
   * finger down on it, focus): how long before `clickAt` it came is the lead a realistic click
   * gives the page (the runner's pause plus this machine's latency).
   */
  intentAt: number | null
  /** When the `click` event reached the window (capture), for the input-to-dispatch delay. */
  clickDispatchedAt: number | null
  listVisibleAt: number | null
  /** First frame of the final state: no running animation and the list's box unchanged since. */
  listSettledAt: number | null
}

/**
 * How the probe finds a page's parts. `deep`: also inside open shadow roots (web-component modals);
 * the button selector then matches the outermost host, where page events land.
 */
export type ProbeSelectors = { button: string; list: string; row: string; deep?: boolean }

/** The page global the runner reads (`window.__porticoBench`). */
export const PROBE_GLOBAL = '__porticoBench'

/** Consecutive frames with the same box (and no animation) that make the list settled. */
const STABLE_FRAMES = 2

/**
 * Runs in the page before any of its scripts (`addInitScript`). Polls every animation frame, so
 * "visible" means the element had a non-zero box when a frame was about to be drawn.
 */
function installProbe({ selectors, global, stableFrames }: ProbeArguments): void {
  const state: ProbeState = {
    buttonVisibleAt: null,
    clickAt: null,
    intentAt: null,
    clickDispatchedAt: null,
    listVisibleAt: null,
    listSettledAt: null,
  }
  Object.defineProperty(window, global, { value: state })

  const find = (root: ParentNode, selector: string): Element | null => {
    const found = root.querySelector(selector)
    if (found || !selectors.deep) return found
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot, selector) : null
      if (inner) return inner
    }
    return null
  }
  const hasBox = (element: Element | null | undefined) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const boxOf = (element: Element) => {
    const box = element.getBoundingClientRect()
    return `${box.x},${box.y},${box.width},${box.height}`
  }
  const isAnimating = () =>
    document.getAnimations().some((animation) => animation.playState === 'running' || animation.pending)

  const watchButton = () => {
    if (hasBox(find(document, selectors.button))) state.buttonVisibleAt = performance.now()
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)

  let lastBox: string | null = null
  let lastChangeAt = 0
  let sameFrames = 0
  const watchList = () => {
    const list = find(document, selectors.list)
    const now = performance.now()
    if (state.listVisibleAt === null) {
      if (!hasBox(list) || !hasBox(list && find(list.shadowRoot ?? list, selectors.row)))
        return void requestAnimationFrame(watchList)
      state.listVisibleAt = now
    }
    const box = list && !isAnimating() ? boxOf(list) : null
    if (box === null || box !== lastBox) {
      lastBox = box
      lastChangeAt = now
      sameFrames = 0
    } else sameFrames++
    if (sameFrames >= stableFrames) state.listSettledAt = lastChangeAt
    else requestAnimationFrame(watchList)
  }

  // The input that completes a click: a release (mouse, pen, touch) or the Enter key's press.
  let lastInputAt: number | null = null
  const noteInput = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return
    lastInputAt = event.timeStamp
  }
  const noteIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    if (state.intentAt === null && target?.closest(selectors.button)) state.intentAt = event.timeStamp
  }
  for (const type of ['pointerover', 'pointerdown', 'focusin'])
    window.addEventListener(type, noteIntent, { capture: true })
  window.addEventListener('pointerup', noteInput, { capture: true })
  window.addEventListener('keydown', noteInput, { capture: true })
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (state.clickAt !== null || !target?.closest(selectors.button)) return
      state.clickAt = lastInputAt ?? event.timeStamp
      state.clickDispatchedAt = performance.now()
      requestAnimationFrame(watchList)
    },
    { capture: true },
  )
}

type ProbeArguments = { selectors: ProbeSelectors; global: string; stableFrames: number }

/** The init script's source. */
export function probeScript(selectors: ProbeSelectors): string {
  const args: ProbeArguments = { selectors, global: PROBE_GLOBAL, stableFrames: STABLE_FRAMES }
  return pageScript(installProbe, args)
}
