import type { Alert } from '../errors/alerts.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../log/createLogger.js'
import type { NetworkSwitchRoute } from '../navigation/switchRules.js'
import type { Store } from '../store/createStore.js'
import { createAccountState } from '../wallet/accountState.js'
import type {
  AccountState,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  Connector,
  Network,
  RecentWallet,
} from '../wallet/types.js'
import type { PersistedWalletState, WalletPersistence } from './persistence.js'
import type { ChainAdapterRegistry } from './types.js'

export type WalletState = {
  /** The namespace the modal currently works in. */
  activeNamespace: ChainNamespace | undefined
  /** Every network the app is configured for. */
  networks: readonly Network[]
  activeNetworks: Partial<Record<ChainNamespace, Network>>
  /** The network a wallet reported when the app does not know it (spec: UnsupportedChain). */
  unsupportedNetworks: Partial<Record<ChainNamespace, CaipNetworkId>>
  connectors: readonly Connector[]
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  accounts: Partial<Record<ChainNamespace, AccountState>>
  recentWallets: readonly RecentWallet[]
  /** Spec 4: set while moving to another namespace. */
  switchingNamespace: boolean
}

declare module '../events/createEventBus.js' {
  interface PorticoEvents {
    'wallet:connected': {
      namespace: ChainNamespace
      connectorId: string
      address: string
      caipNetworkId: string
    }
    'wallet:disconnected': { namespace: ChainNamespace }
    'wallet:accounts-changed': { namespace: ChainNamespace; address: string | undefined }
    'wallet:network-changed': { namespace: ChainNamespace; caipNetworkId: string; supported: boolean }
    'wallet:namespace-switching': { from: ChainNamespace | undefined; to: ChainNamespace }
    /**
     * A connector is needed (a stored connection, an app's connect call) but not known yet: chain
     * plugins that validate discovered wallets lazily do it now.
     */
    'wallet:connector-wanted': { namespace: ChainNamespace | undefined; connectorId: string }
    /**
     * The modal had the wallet send a transaction (a send, a swap) and it has a hash: lists that
     * show the account's history or balances look again.
     */
    'wallet:transaction-sent': { namespace: ChainNamespace; caipNetworkId: string; hash: string }
    /**
     * A network switch was asked for and routed (spec 2, `navigation/switchRules.ts`): the navigation
     * shows SwitchNetwork for 'confirm' and SwitchActiveChain for 'switch-active-chain'.
     */
    'wallet:network-switch-routed': { network: Network; route: NetworkSwitchRoute }
    /**
     * A connection in progress now asks the wallet to switch to the app's network (the connecting
     * view says so instead of 'Accept the connection request').
     */
    'wallet:connect-switching-network': { namespace: ChainNamespace; connectorId: string; network: Network }
    /** The wallet refused or failed a network switch (the open modal goes back one view, spec 2). */
    'wallet:network-switch-failed': { network: Network }
  }
}

export type WalletControllerParameters = {
  networks: readonly Network[]
  defaultNetwork?: Network | undefined
  adapters: ChainAdapterRegistry
  events: EventBus
  log: Logger
  persistence: WalletPersistence
  /** Spec 2: confirmation of network switches is forced. */
  forceSwitchConfirmation?: boolean
  /** How long reconnect waits for a persisted connector to be discovered. */
  reconnectTimeoutMs?: number
  /** Shows an alert of spec 8 in the modal's alert bar (the kernel's notifications). */
  showAlert?: (alert: Alert) => void
  now?: () => number
}

/**
 * The wallet state before anything is restored or discovered: the first network of each namespace
 * active (the default network for its own). The UI renders it on the server, so hydration matches.
 */
export function initialWalletState({
  networks,
  defaultNetwork,
}: Pick<WalletControllerParameters, 'networks' | 'defaultNetwork'>): WalletState {
  const activeNetworks: Partial<Record<ChainNamespace, Network>> = {}
  for (const network of networks) activeNetworks[network.chainNamespace] ??= network
  if (defaultNetwork) activeNetworks[defaultNetwork.chainNamespace] = defaultNetwork
  return {
    activeNamespace: defaultNetwork?.chainNamespace ?? networks[0]?.chainNamespace,
    networks,
    activeNetworks,
    unsupportedNetworks: {},
    connectors: [],
    connections: {},
    activeConnectorIds: {},
    accounts: {},
    recentWallets: [],
    switchingNamespace: false,
  }
}

/** Applies what a previous visit stored: the active namespace and networks, recent wallets. */
export function withPersisted(state: WalletState, persisted: PersistedWalletState): WalletState {
  const activeNetworks = { ...state.activeNetworks }
  for (const [namespace, id] of Object.entries(persisted.activeNetworks)) {
    const network = state.networks.find((n) => n.caipNetworkId === id)
    if (network) activeNetworks[namespace as ChainNamespace] = network
  }
  const namespace = persisted.activeNamespace
  return {
    ...state,
    activeNetworks,
    activeNamespace: namespace && activeNetworks[namespace] ? namespace : state.activeNamespace,
    recentWallets: persisted.recentWallets,
  }
}

/** What the eager controller and the lazily loaded flows share for one kernel. */
export type WalletCore = ReturnType<typeof createWalletCore>

export function createWalletCore(store: Store<WalletState>, p: WalletControllerParameters) {
  const namespaceOf = (namespace?: ChainNamespace) => namespace ?? store.getState().activeNamespace
  const account = (namespace: ChainNamespace) => store.getState().accounts[namespace] ?? createAccountState()
  const setAccount = (namespace: ChainNamespace, update: Partial<AccountState>) =>
    store.setState((s) => ({
      ...s,
      accounts: { ...s.accounts, [namespace]: { ...account(namespace), ...update } },
    }))
  return { store, p, namespaceOf, account, setAccount, disposed: false }
}
