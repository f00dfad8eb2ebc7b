/** What the prompt shows: an EVM request of `TestWalletProvider`, or one of the Bitcoin, Solana or Cosmos test wallets. */
export type PromptRequest = {
  wallet: string
  method: string
  params: readonly unknown[]
  chainId: number | string
  account: string
}

export type ApprovalPrompt = {
  /** Pass this as the wallet's `approve`: shows the request and resolves with the visitor's answer. */
  approve: (request: PromptRequest) => Promise<boolean>
  /** Rejects whatever is pending and removes the prompt. */
  dispose: () => void
}

const TITLES: Record<string, string> = {
  eth_requestAccounts: 'wants to connect',
  wallet_requestPermissions: 'wants to connect',
  personal_sign: 'asks you to sign a message',
  eth_signTypedData_v4: 'asks you to sign typed data',
  eth_sendTransaction: 'asks you to send a transaction',
  wallet_sendCalls: 'asks you to send a batch of calls',
  wallet_switchEthereumChain: 'asks to switch network',
  wallet_addEthereumChain: 'asks to add a network',
  'bitcoin:connect': 'wants to connect',
  'bitcoin:signMessage': 'asks you to sign a message',
  'bitcoin:signTransaction': 'asks you to sign a transaction',
  'standard:connect': 'wants to connect',
  'solana:signMessage': 'asks you to sign a message',
  'solana:signTransaction': 'asks you to sign a transaction',
  'solana:signAndSendTransaction': 'asks you to send a transaction',
  'polkadot:enable': 'wants to connect',
  'polkadot:signRaw': 'asks you to sign a message',
  'polkadot:signPayload': 'asks you to sign a transaction',
  'cosmos:enable': 'wants to connect',
  'cosmos:experimentalSuggestChain': 'asks to add a network',
  'cosmos:signArbitrary': 'asks you to sign a message',
  'cosmos:signDirect': 'asks you to sign a transaction',
  'cosmos:signAmino': 'asks you to sign a transaction',
}

/**
 * A tiny approve / reject prompt for the test wallet on the demo page: one request at a time in a
 * fixed panel (a `dialog` role named by its title) with 'Approve request' and 'Reject request'
 * buttons; Escape rejects. Later requests wait in a queue. Needs a DOM `document`; the wallet itself
 * does not.
 *
 * @example
 * const prompt = createApprovalPrompt(document)
 * const provider = new TestWalletProvider({ privateKeys, chains, approve: prompt.approve })
 */
export function createApprovalPrompt(document: Document): ApprovalPrompt {
  const queue: Array<{ request: PromptRequest; resolve: (approved: boolean) => void }> = []
  let panel: HTMLElement | undefined

  const answer = (approved: boolean) => {
    const current = queue.shift()
    panel?.remove()
    panel = undefined
    current?.resolve(approved)
    showNext()
  }

  const showNext = () => {
    const current = queue[0]
    if (!current || panel) return
    const { request } = current
    const root = document.createElement('div')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-labelledby', 'portico-test-wallet-prompt-title')
    root.setAttribute('aria-describedby', 'portico-test-wallet-prompt-details')
    root.dataset.testid = 'test-wallet-prompt'
    root.dataset.method = request.method
    root.style.cssText = [
      'position:fixed',
      'right:16px',
      'bottom:16px',
      'z-index:2147483647',
      'width:320px',
      'padding:16px',
      'border-radius:12px',
      'background:#14161a',
      'color:#f5f6f7',
      'font:14px/1.4 system-ui,sans-serif',
      'box-shadow:0 8px 32px rgba(0,0,0,.35)',
    ].join(';')

    const title = document.createElement('h2')
    title.id = 'portico-test-wallet-prompt-title'
    title.style.cssText = 'margin:0 0 8px;font-size:15px'
    title.textContent = `${request.wallet} ${TITLES[request.method] ?? `asks: ${request.method}`}`

    const details = document.createElement('pre')
    details.id = 'portico-test-wallet-prompt-details'
    details.style.cssText =
      'margin:0 0 12px;max-height:120px;overflow:auto;white-space:pre-wrap;font-size:12px'
    details.textContent = describe(request)

    const buttons = document.createElement('div')
    buttons.style.cssText = 'display:flex;gap:8px;justify-content:flex-end'
    const reject = button(document, 'Reject', 'Reject request', 'test-wallet-reject', () => answer(false))
    const approve = button(document, 'Approve', 'Approve request', 'test-wallet-approve', () => answer(true))
    approve.style.background = '#3b82f6'
    buttons.append(reject, approve)

    root.append(title, details, buttons)
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') answer(false)
    })
    document.body.append(root)
    panel = root
  }

  return {
    approve: (request) =>
      new Promise<boolean>((resolve) => {
        queue.push({ request, resolve })
        showNext()
      }),
    dispose: () => {
      for (const pending of queue.splice(0)) pending.resolve(false)
      panel?.remove()
      panel = undefined
    },
  }
}

function button(document: Document, text: string, label: string, testId: string, onClick: () => void) {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = text
  element.setAttribute('aria-label', label)
  element.dataset.testid = testId
  element.style.cssText =
    'padding:6px 14px;border:0;border-radius:8px;background:#2a2d33;color:inherit;font:inherit;cursor:pointer'
  element.addEventListener('click', onClick)
  return element
}

function describe(request: PromptRequest): string {
  const lines = [`Account: ${request.account}`, `Chain: ${request.chainId}`]
  if (request.params.length) {
    const text = JSON.stringify(
      request.params,
      (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      2,
    )
    lines.push(text.length > 600 ? `${text.slice(0, 600)}…` : text)
  }
  return lines.join('\n')
}
