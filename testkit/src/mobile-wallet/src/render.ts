import type { PageConfig } from './config.js'
import { describeRequest } from './describe.js'
import type { MobileWallet, MobileWalletState } from './wallet/createMobileWallet.js'

type Actions = {
  pair(uri: string): void
  run(action: () => Promise<unknown>): void
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}

function button(text: string, label: string, className: string, onClick: () => void) {
  const node = element('button', { type: 'button', className, textContent: text }, [])
  node.setAttribute('aria-label', label)
  node.addEventListener('click', onClick)
  return node
}

function section(title: string, id: string, items: HTMLElement[], empty: string) {
  const heading = element('h2', { id: `${id}-title`, textContent: title })
  const list = items.length
    ? element('ul', {}, items)
    : element('p', { className: 'empty', textContent: empty })
  const node = element('section', {}, [heading, list])
  node.setAttribute('aria-labelledby', heading.id)
  return node
}

/** The pairing form; built once so typing survives re-renders. */
export function renderPairForm(actions: Actions): HTMLElement {
  const input = element('input', { id: 'pairing-uri', name: 'uri', placeholder: 'wc:…', autocomplete: 'off' })
  const label = element('label', { htmlFor: 'pairing-uri', textContent: 'Pairing URI' })
  const submit = element('button', { type: 'submit', className: 'approve', textContent: 'Pair' })
  submit.setAttribute('aria-label', 'Pair with dapp')
  const form = element('form', {}, [input, submit])
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (input.value.trim()) actions.pair(input.value)
    input.value = ''
  })
  return element('section', {}, [element('h2', {}, [label]), form])
}

/** Everything that changes with the wallet's state: proposals, requests, sessions and activity. */
export function renderState(state: MobileWalletState, wallet: MobileWallet, actions: Actions): HTMLElement[] {
  const proposals = state.proposals.map((proposal) =>
    element('li', {}, [
      element('strong', { textContent: proposal.dapp.name }),
      element('span', { className: 'meta', textContent: proposal.dapp.url }),
      element('span', { className: 'meta', textContent: `Chains: ${proposal.chains.join(', ')}` }),
      element('span', { className: 'meta', textContent: `Methods: ${proposal.methods.join(', ')}` }),
      element('div', { className: 'actions' }, [
        button('Approve', `Approve connection to ${proposal.dapp.name}`, 'approve', () =>
          actions.run(() => wallet.approveProposal(proposal.id)),
        ),
        button('Reject', `Reject connection to ${proposal.dapp.name}`, 'reject', () =>
          actions.run(() => wallet.rejectProposal(proposal.id)),
        ),
      ]),
    ]),
  )
  const authRequests = state.authRequests.map((request) =>
    element('li', {}, [
      element('strong', { textContent: `Sign in to ${request.dapp.name}` }),
      element('span', { className: 'meta', textContent: request.domain }),
      ...(request.statement ? [element('span', { className: 'meta', textContent: request.statement })] : []),
      element('span', { className: 'meta', textContent: `Chains: ${request.chains.join(', ')}` }),
      element('div', { className: 'actions' }, [
        button('Sign in', `Sign in to ${request.dapp.name}`, 'approve', () =>
          actions.run(() => wallet.approveAuthRequest(request.id)),
        ),
        button('Reject', `Reject sign-in to ${request.dapp.name}`, 'reject', () =>
          actions.run(() => wallet.rejectAuthRequest(request.id)),
        ),
      ]),
    ]),
  )
  const requests = state.requests.map((request) =>
    element('li', {}, [
      element('strong', { textContent: `${request.method} on ${request.chainId}` }),
      element('span', { className: 'meta', textContent: `From ${request.dapp.name}` }),
      element('pre', { textContent: describeRequest(request) }),
      element('div', { className: 'actions' }, [
        button('Approve', `Approve ${request.method}`, 'approve', () =>
          actions.run(() => wallet.approveRequest(request.id)),
        ),
        button('Reject', `Reject ${request.method}`, 'reject', () =>
          actions.run(() => wallet.rejectRequest(request.id)),
        ),
      ]),
    ]),
  )
  const sessions = state.sessions.map((session) =>
    element('li', {}, [
      element('strong', { textContent: session.dapp.name }),
      element('span', { className: 'meta', textContent: `Chains: ${session.chains.join(', ')}` }),
      element('div', { className: 'actions' }, [
        button('Disconnect', `Disconnect ${session.dapp.name}`, 'reject', () =>
          actions.run(() => wallet.disconnect(session.topic)),
        ),
      ]),
    ]),
  )
  const activity = element(
    'ol',
    { id: 'activity' },
    state.activity.map((line) => element('li', { className: 'meta', textContent: line })),
  )
  activity.setAttribute('aria-live', 'polite')
  const activitySection = element('section', {}, [
    element('h2', { id: 'activity-title', textContent: 'Activity' }),
    activity,
  ])
  activitySection.setAttribute('aria-labelledby', 'activity-title')
  return [
    section('Connection requests', 'proposals', [...authRequests, ...proposals], 'No connection requests.'),
    section('Requests', 'requests', requests, 'No pending requests.'),
    section('Connected dapps', 'sessions', sessions, 'No connected dapps.'),
    activitySection,
  ]
}

export function renderHeader(config: PageConfig, address: string): HTMLElement {
  return element('header', {}, [
    element('h1', { textContent: 'Portico mobile wallet' }),
    element('p', { className: 'meta', textContent: `Account ${config.accountIndex}: ${address}` }),
    element('p', { className: 'meta', textContent: `Relay: ${config.relayUrl}` }),
    element('p', {
      className: 'meta',
      textContent: `Chains: ${config.chains.map((c) => `${c.chainId} (${c.rpcUrl})`).join(', ')}`,
    }),
    ...(config.solana
      ? [
          element('p', {
            className: 'meta',
            textContent: `Solana: ${config.solana.caipNetworkId} (${config.solana.rpcUrl})`,
          }),
        ]
      : []),
    ...(config.bitcoin
      ? [element('p', { className: 'meta', textContent: `Bitcoin: ${config.bitcoin.caipNetworkId}` })]
      : []),
    ...(config.polkadot
      ? [element('p', { className: 'meta', textContent: `Polkadot: ${config.polkadot.caipNetworkId}` })]
      : []),
    ...(config.cosmos
      ? [element('p', { className: 'meta', textContent: `Cosmos: cosmos:${config.cosmos.chainId}` })]
      : []),
  ])
}
