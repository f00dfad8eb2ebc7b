/**
 * Every peer needs a WalletConnect project id to start; the bench's browser reaches no host but
 * 127.0.0.1, so any id will do and whatever a peer asks of its cloud fails at once (counted).
 */
export const PROJECT_ID = 'b56e18d47c72ab683b10814fe9495694'

export function rootElement(): HTMLElement {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  return root
}
