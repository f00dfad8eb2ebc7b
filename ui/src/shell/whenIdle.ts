/**
 * Runs `callback` when the browser is idle (at the latest after `timeoutMs`); returns a cancel
 * function. Without `requestIdleCallback` (Safari before 18) it runs a task later.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}
