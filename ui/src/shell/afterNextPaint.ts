/**
 * Runs `callback` once the next frame has been painted (a task after the next animation frame);
 * returns a cancel function. For work that must not delay what the page shows first.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
