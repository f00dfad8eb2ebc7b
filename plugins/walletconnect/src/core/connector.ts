import type { ChainNamespace, Connector, LoadOnce, NamespaceSession, Portico } from '@portico/kernel'
import { WALLETCONNECT_CONNECTOR_ID, WALLETCONNECT_ICON } from '../constants.js'
import type { WalletConnectEip1193Provider } from './createEip155Provider.js'
import type { WalletConnectService } from './createWalletConnectService.js'
import { WalletConnectNotConnectedError } from './errors.js'
import { createSessionMarker } from './sessionMarker.js'

/**
 * The namespaces a WalletConnect session is asked for: those of the composed networks that a chain
 * plugin serves, or, without any chain plugin (manual control, spec 2), those of every network.
 */
export function sessionNamespaces(portico: Portico): ChainNamespace[] {
  const ofNetworks = [...new Set(portico.wallet.getState().networks.map((n) => n.chainNamespace))]
  const served = portico.chains.namespaces()
  return served.length ? ofNetworks.filter((namespace) => served.includes(namespace)) : ofNetworks
}

/** The WalletConnect connector before its service has loaded; `attach` hands it the loaded one. */
export type WalletConnectConnector = Connector & {
  readonly chains: readonly ChainNamespace[]
  readonly provider: WalletConnectEip1193Provider
  /** Forwards every listener added so far (and every later one) to the loaded service. */
  attach(service: WalletConnectService): void
}

type Listener = (...args: never[]) => void

/**
 * The connector the plugin adds at setup: what the Connect list and the chain plugins need at once
 * (id, namespaces, an EIP-1193 provider, a session per other namespace), with none of the
 * WalletConnect code behind it. The first call that needs a session (connecting, or restoring one
 * this kernel noted before) loads the service and forwards to it; before that, a request gets the
 * answer it would get without a session.
 */
export function createWalletConnectConnector(
  portico: Portico,
  service: LoadOnce<WalletConnectService>,
): WalletConnectConnector {
  const namespaces = sessionNamespaces(portico)
  const marker = createSessionMarker(portico.storage)
  let attached: WalletConnectService | undefined
  /** Loads the service only when there may be a session to restore. */
  const restoring = <T>(restore: (s: WalletConnectService) => Promise<T>, none: T): Promise<T> =>
    attached || marker.exists() ? service.load().then(restore) : Promise.resolve(none)

  // Listeners added before the service loaded are handed to it once it has.
  const pending = new Set<{ subscribe: (s: WalletConnectService) => () => void; off?: () => void }>()
  const listen = (subscribe: (s: WalletConnectService) => () => void): (() => void) => {
    if (attached) return subscribe(attached)
    const entry: { subscribe: typeof subscribe; off?: () => void } = { subscribe }
    pending.add(entry)
    return () => {
      pending.delete(entry)
      entry.off?.()
    }
  }

  const providerOffs = new Map<string, Map<Listener, () => void>>()
  const provider: WalletConnectEip1193Provider = {
    isWalletConnect: true,
    request(args) {
      if (attached) return attached.provider.request(args)
      switch (args.method) {
        case 'eth_accounts':
          return restoring((s) => s.provider.request(args), [])
        case 'eth_requestAccounts':
        case 'wallet_requestPermissions':
        case 'wallet_revokePermissions':
          return service.load().then((s) => s.provider.request(args))
        default:
          return Promise.reject(new WalletConnectNotConnectedError(args.method))
      }
    },
    on(event, listener) {
      const offs = providerOffs.get(event) ?? new Map<Listener, () => void>()
      providerOffs.set(event, offs)
      offs.get(listener)?.()
      offs.set(
        listener,
        listen((s) => {
          s.provider.on(event, listener)
          return () => s.provider.removeListener(event, listener)
        }),
      )
    },
    removeListener(event, listener) {
      providerOffs.get(event)?.get(listener)?.()
      providerOffs.get(event)?.delete(listener)
    },
    disconnect: () => attached?.provider.disconnect() ?? Promise.resolve(marker.clear()),
  }

  const namespaceSession = (namespace: ChainNamespace): NamespaceSession => {
    const real = (s: WalletConnectService) => s.namespaceSessions[namespace] as NamespaceSession
    function on(event: 'accountsChanged', listener: (addresses: readonly string[]) => void): () => void
    function on(event: 'disconnect', listener: () => void): () => void
    function on(event: 'accountsChanged' | 'disconnect', listener: (addresses: readonly string[]) => void) {
      return listen((s) => real(s).on(event as 'accountsChanged', listener))
    }
    return {
      namespace,
      connect: () => service.load().then((s) => real(s).connect()),
      restore: () => restoring((s) => real(s).restore(), [] as readonly string[]),
      accounts: () => (attached ? real(attached).accounts() : []),
      chains: () => (attached ? real(attached).chains() : []),
      methods: () => (attached ? real(attached).methods() : []),
      request(args, caipNetworkId) {
        if (!attached) return Promise.reject(new WalletConnectNotConnectedError(args.method))
        return real(attached).request(args, caipNetworkId)
      },
      on,
      disconnect: () => (attached ? real(attached).disconnect() : Promise.resolve(marker.clear())),
    }
  }
  const namespaceSessions: Connector['namespaceSessions'] = {}
  for (const namespace of namespaces)
    if (namespace !== 'eip155') namespaceSessions[namespace] = namespaceSession(namespace)

  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: namespaces.includes('eip155') ? 'eip155' : (namespaces[0] ?? 'eip155'),
    chains: namespaces,
    imageUrl: WALLETCONNECT_ICON,
    provider,
    namespaceSessions,
    attach(s) {
      attached = s
      for (const entry of pending) entry.off = entry.subscribe(s)
    },
  }
}
