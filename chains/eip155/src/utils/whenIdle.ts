/**
 * Resolves when the browser is idle (at most `timeout` ms later), right away where there is no
 * idle callback (a server, an old browser: a macrotask then). Used to keep work that can wait
 * off the frames that show the modal.
 */
export function whenIdle(timeout = 500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout })
    else setTimeout(resolve, 0)
  })
}
