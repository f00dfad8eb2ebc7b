/** What the probe records in the page, in `performance.now()` milliseconds (navigation start = 0). */
export type ProbeState = {
  buttonVisibleAt: number | null
  /** The `click` event's timestamp on the connect button. */
  clickAt: number | null
  listVisibleAt: number | null
  /** First frame of the final state: no running animation and the list's box unchanged since. */
  listSettledAt: number | null
}

export type ProbeSelectors = { button: string; list: string; row: string }

/** The page global the runner reads (`window.__porticoBench`). */
export const PROBE_GLOBAL = '__porticoBench'

/** Consecutive frames with the same box (and no animation) that make the list settled. */
const STABLE_FRAMES = 2

/**
 * Runs in the page before any of its scripts (`addInitScript`). Polls every animation frame, so
 * "visible" means the element had a non-zero box when a frame was about to be drawn.
 */
function installProbe({ selectors, global, stableFrames }: ProbeArguments): void {
  const state: ProbeState = { buttonVisibleAt: null, clickAt: null, listVisibleAt: null, listSettledAt: null }
  Object.defineProperty(window, global, { value: state })

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
    if (hasBox(document.querySelector(selectors.button))) state.buttonVisibleAt = performance.now()
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)

  let lastBox: string | null = null
  let lastChangeAt = 0
  let sameFrames = 0
  const watchList = () => {
    const list = document.querySelector(selectors.list)
    const now = performance.now()
    if (state.listVisibleAt === null) {
      if (!hasBox(list) || !hasBox(list?.querySelector(selectors.row)))
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

  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (state.clickAt !== null || !target?.closest(selectors.button)) return
      state.clickAt = event.timeStamp
      requestAnimationFrame(watchList)
    },
    { capture: true },
  )
}

type ProbeArguments = { selectors: ProbeSelectors; global: string; stableFrames: number }

/**
 * The init script's source. The runner runs under tsx, whose transform wraps named functions in
 * `__name(...)` calls that do not exist in the page; a local `__name` makes them harmless without
 * adding a global the page could see.
 */
export function probeScript(selectors: ProbeSelectors): string {
  const args: ProbeArguments = { selectors, global: PROBE_GLOBAL, stableFrames: STABLE_FRAMES }
  return `(() => {\n  const __name = (target) => target;\n  (${installProbe.toString()})(${JSON.stringify(args)})\n})()`
}
