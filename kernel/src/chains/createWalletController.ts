import { loadOnce } from '../lazy/loadOnce.js'
import { createStore, type Store } from '../store/createStore.js'
import { createAccountState } from '../wallet/accountState.js'
import { isNetworkSupported } from '../wallet/networks.js'
import type {
  AccountState,
  AccountType,
  ChainNamespace,
  ConnectionStatus,
  Connector,
  Network,
} from '../wallet/types.js'
import type { WalletFlows } from './walletFlows.js'
import {
  createWalletCore,
  initialWalletState,
  type WalletControllerParameters,
  type WalletState,
  withPersisted,
} from './walletState.js'

export type { WalletControllerParameters, WalletState } from './walletState.js'

export type WalletControllerBase = ReturnType<typeof createControllerBase>
type Flows = WalletFlows
type FlowArguments<K extends keyof Flows> = Parameters<Flows[K]>

export type WalletController = Store<WalletState> &
  WalletControllerBase & {
    connect(...args: FlowArguments<'connect'>): ReturnType<Flows['connect']>
    rememberWallet(...args: FlowArguments<'rememberWallet'>): void | Promise<void>
    disconnect(...args: FlowArguments<'disconnect'>): Promise<void>
    requestNetworkSwitch(
      ...args: FlowArguments<'requestNetworkSwitch'>
    ): ReturnType<Flows['requestNetworkSwitch']>
    switchNetwork(...args: FlowArguments<'switchNetwork'>): Promise<void>
    /**
     * Adds a network to the ones the app offers (spec 5). Its namespace must be configured first:
     * a chain plugin for it is composed. A network already listed (same CAIP-2 id) is left as it
     * is; the first network of a namespace becomes that namespace's active one.
     *
     * @throws {UnsupportedChainNamespaceError} 'Unsupported chain namespace' when no chain plugin
     *   serves the network's namespace.
     * @example
     * await portico.wallet.addNetwork(defineNetwork({ id: 10, name: 'OP Mainnet', … }))
     */
    addNetwork(...args: FlowArguments<'addNetwork'>): Promise<void>
    refreshBalance(...args: FlowArguments<'refreshBalance'>): Promise<void>
    /** The wallet's accounts changed; an empty list means this connection is gone. */
    reportAccounts(...args: FlowArguments<'reportAccounts'>): void | Promise<void>
    /** The wallet moved to another network; an unknown one marks the namespace unsupported. */
    reportNetwork(...args: FlowArguments<'reportNetwork'>): void | Promise<void>
    /** Spec 4 "Provider disconnect": remove the connection; when none remain, the namespace disconnects. */
    reportDisconnected(...args: FlowArguments<'reportDisconnected'>): void | Promise<void>
    /**
     * Restores persisted connections without prompting. A connector not yet discovered (EIP-6963
     * announcements arrive asynchronously) is waited for up to `reconnectTimeoutMs`.
     */
    reconnect(): Promise<void>
    dispose(): void
  }

/**
 * The wallet domain's state and flows: connectors, connect / disconnect / reconnect, networks and
 * accounts per namespace. Chain plugins report wallet events through `report*`; views call the
 * flows. Reads and connector bookkeeping load with the kernel; the flows load on first use.
 */
export function createWalletController(
  p: WalletControllerParameters,
  /**
   * Loads with the flows and is done before they are created: what reacts to the events only the
   * flows emit (the kernel's navigation that follows the wallet) needs nothing before that.
   */
  withFlows?: () => Promise<unknown>,
): WalletController {
  const store = createStore<WalletState>(initialWalletState(p))
  const core = createWalletCore(store, p)
  const base = createControllerBase(core)
  const flows = loadOnce(() =>
    Promise.all([import('./walletFlows.js'), withFlows?.()]).then(([{ createWalletFlows }]) =>
      createWalletFlows(core, base),
    ),
  )
  // Once loaded, the flows run synchronously up to their first await (a retry reaches the wallet at
  // once, a status is set in the same tick); before that, the first call loads them.
  const run =
    <K extends keyof WalletFlows>(name: K) =>
    (...args: FlowArguments<K>): ReturnType<WalletFlows[K]> => {
      const call = (loaded: WalletFlows): unknown =>
        (loaded[name] as (...a: FlowArguments<K>) => unknown)(...args)
      const loaded = flows.peek()
      return (loaded ? call(loaded) : flows.load().then(call)) as ReturnType<WalletFlows[K]>
    }
  return Object.assign(store, base, {
    connect: run('connect'),
    rememberWallet: run('rememberWallet'),
    disconnect: run('disconnect'),
    requestNetworkSwitch: run('requestNetworkSwitch'),
    switchNetwork: run('switchNetwork'),
    addNetwork: run('addNetwork'),
    refreshBalance: run('refreshBalance'),
    // Wallet reports come from plugins that connected, so the flows are loaded by then.
    reportAccounts: run('reportAccounts'),
    reportNetwork: run('reportNetwork'),
    reportDisconnected: run('reportDisconnected'),
    async reconnect() {
      const persisted = await p.persistence.load()
      store.setState((s) => withPersisted(s, persisted))
      if (Object.keys(persisted.connections).length === 0) return
      await (await flows.load()).reconnectPersisted(persisted)
    },
    dispose() {
      core.disposed = true
    },
  })
}

function createControllerBase(core: ReturnType<typeof createWalletCore>) {
  const { store, p, namespaceOf, account, setAccount } = core
  const base = {
    isConnected(namespace?: ChainNamespace): boolean {
      const ns = namespaceOf(namespace)
      if (namespace === undefined) {
        const { accounts } = store.getState()
        return Object.values(accounts).some((a) => a?.status === 'connected' && a.address)
      }
      return Boolean(ns && account(ns).status === 'connected' && account(ns).address)
    },

    getAccount(namespace?: ChainNamespace): AccountState {
      const ns = namespaceOf(namespace)
      return ns ? account(ns) : createAccountState()
    },

    getActiveNetwork(namespace?: ChainNamespace): Network | undefined {
      const ns = namespaceOf(namespace)
      return ns ? store.getState().activeNetworks[ns] : undefined
    },

    getActiveConnector(namespace?: ChainNamespace): Connector | undefined {
      const ns = namespaceOf(namespace)
      const id = ns ? store.getState().activeConnectorIds[ns] : undefined
      return id ? store.getState().connectors.find((c) => c.id === id) : undefined
    },

    /** Spec 5: supported when no networks are requested or the active one is among them. */
    isNetworkSupported(namespace?: ChainNamespace): boolean {
      const ns = namespaceOf(namespace)
      if (!ns) return true
      const state = store.getState()
      if (state.unsupportedNetworks[ns]) return false
      const requested = state.networks.filter((n) => n.chainNamespace === ns)
      return isNetworkSupported({ requested, active: state.activeNetworks[ns] })
    },

    hasAdapters(): boolean {
      return p.adapters.namespaces().length > 0
    },

    addConnector(connector: Connector) {
      store.setState((s) => {
        const rest = s.connectors.filter((c) => c.id !== connector.id)
        return { ...s, connectors: [...rest, connector] }
      })
    },

    removeConnector(connectorId: string) {
      store.setState((s) => ({ ...s, connectors: s.connectors.filter((c) => c.id !== connectorId) }))
    },

    /** Makes another namespace active (spec 4: sets the switching flag; the send form resets on the event). */
    setActiveNamespace(namespace: ChainNamespace, network?: Network) {
      const from = store.getState().activeNamespace
      if (from === namespace && !network) return
      store.setState((s) => ({
        ...s,
        switchingNamespace: from !== namespace,
        activeNamespace: namespace,
        activeNetworks: network ? { ...s.activeNetworks, [namespace]: network } : s.activeNetworks,
      }))
      if (from !== namespace) p.events.emit('wallet:namespace-switching', { from, to: namespace })
      p.persistence.writeActiveNamespace(namespace)
      if (network) p.persistence.writeActiveNetwork(namespace, network.caipNetworkId)
      store.setState({ switchingNamespace: false })
    },

    setPreferredAccountType(namespace: ChainNamespace, type: AccountType) {
      setAccount(namespace, { preferredAccountType: type })
    },

    updateAccount(namespace: ChainNamespace, update: Partial<AccountState>) {
      setAccount(namespace, update)
    },

    statusOf(namespace?: ChainNamespace): ConnectionStatus {
      const ns = namespaceOf(namespace)
      return ns ? account(ns).status : 'disconnected'
    },
  }
  return base
}
