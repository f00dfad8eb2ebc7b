import type { Portico } from '@portico/kernel'

/** A track event's name and properties (API-FACTS 4.2 `props.event`, `props.properties`). */
export type TrackedEvent = { event: string; properties: Record<string, unknown> }

type Payload = Record<string, unknown>
type Mapper = (payload: Payload, portico: Portico) => TrackedEvent | undefined

const activeNetwork = (portico: Portico) => {
  const { activeNamespace, activeNetworks } = portico.wallet.getState()
  return activeNamespace ? activeNetworks[activeNamespace]?.caipNetworkId : undefined
}

const isSmartAccount = (portico: Portico) => {
  const { activeNamespace, accounts } = portico.wallet.getState()
  return activeNamespace ? accounts[activeNamespace]?.preferredAccountType === 'smartAccount' : false
}

/** How a connector id reads as AppKit's CONNECT_SUCCESS `method`. */
const connectMethod = (connectorId: string) =>
  connectorId === 'AUTH' ? 'email' : /walletconnect/i.test(connectorId) ? 'qrcode' : 'browser'

const siwx = (event: string, extra: (payload: Payload) => Payload = () => ({})) =>
  ((payload, portico) => ({
    event,
    properties: {
      network: (payload.caipNetworkId as string | undefined) ?? activeNetwork(portico),
      isSmartAccount: isSmartAccount(portico),
      ...extra(payload),
    },
  })) satisfies Mapper

const swapProperties = (p: Payload) => ({
  network: p.network,
  swapFromToken: p.swapFromToken,
  swapToToken: p.swapToToken,
  swapFromAmount: p.swapFromAmount,
  swapToAmount: p.swapToAmount,
})

/** The stages of the socials plugin's `socials:login` and AppKit's event for each. */
const SOCIAL_LOGIN_EVENTS: Readonly<Record<string, string>> = {
  started: 'SOCIAL_LOGIN_STARTED',
  success: 'SOCIAL_LOGIN_SUCCESS',
  error: 'SOCIAL_LOGIN_ERROR',
  canceled: 'SOCIAL_LOGIN_CANCELED',
}

/**
 * Kernel events (emitted by the kernel and by other plugins, which never import this one) and the
 * analytics event each becomes: the spec-7 events plus AppKit's connect and network events.
 * Kernel events not listed here are not sent. Wallet addresses are sent only where the event is
 * about that address (ERROR_FETCH_TRANSACTIONS), never added to others.
 */
export const TRACKED_EVENTS: Readonly<Record<string, Mapper>> = {
  'modal:open': (p) => ({ event: 'MODAL_OPEN', properties: { connected: p.connected === true } }),
  'modal:close': (p) => ({ event: 'MODAL_CLOSE', properties: { connected: p.connected === true } }),
  'siwx:auth-success': siwx('SIWX_AUTH_SUCCESS'),
  'siwx:auth-error': siwx('SIWX_AUTH_ERROR', (p) => ({ message: p.error })),
  'siwx:cancel': siwx('CLICK_CANCEL_SIWX'),
  'activity:error-fetch-transactions': (p) => ({
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: {
      address: p.address,
      projectId: p.projectId,
      cursor: p.cursor,
      isSmartAccount: p.isSmartAccount === true,
    },
  }),
  'wallet:connected': (p) => ({
    event: 'CONNECT_SUCCESS',
    properties: {
      method: connectMethod(String(p.connectorId)),
      name: p.connectorId,
      caipNetworkId: p.caipNetworkId,
    },
  }),
  'wallet:disconnected': (p) => ({ event: 'DISCONNECT_SUCCESS', properties: { namespace: p.namespace } }),
  'wallet:network-changed': (p) => ({ event: 'SWITCH_NETWORK', properties: { network: p.caipNetworkId } }),
  'wallet:transaction-sent': (p) => ({
    event: 'TRANSACTION_SENT',
    properties: { network: p.caipNetworkId, namespace: p.namespace },
  }),
  // Emitted by the swap plugin: network, token symbols and human-readable amounts (+ message).
  'swap:success': (p, portico) => ({
    event: 'SWAP_SUCCESS',
    properties: { ...swapProperties(p), isSmartAccount: isSmartAccount(portico) },
  }),
  'swap:error': (p, portico) => ({
    event: 'SWAP_ERROR',
    properties: { ...swapProperties(p), message: p.message, isSmartAccount: isSmartAccount(portico) },
  }),
  // Emitted by the socials plugin at each step of a social or Farcaster login.
  'socials:login': (p) => {
    const event = SOCIAL_LOGIN_EVENTS[String(p.stage)]
    return event ? { event, properties: { provider: p.provider } } : undefined
  },
}

/** The analytics event of a kernel event, with the active network merged in (API-FACTS 4.2). */
export function trackedEvent(name: string, payload: unknown, portico: Portico): TrackedEvent | undefined {
  const mapper = TRACKED_EVENTS[name]
  if (!mapper) return undefined
  const mapped = mapper((payload ?? {}) as Payload, portico)
  if (!mapped) return undefined
  const caipNetworkId = mapped.properties.caipNetworkId ?? activeNetwork(portico)
  return { event: mapped.event, properties: { ...mapped.properties, caipNetworkId } }
}
