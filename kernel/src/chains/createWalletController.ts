import { CACHE_LIFETIME_MS } from '../constants.js'
import { PorticoError } from '../errors/base.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../log/createLogger.js'
import { createStore, type Store } from '../store/createStore.js'
import type { Router } from '../views/createRouter.js'
import { createAccountState, resetAccountState } from '../wallet/accounts.js'
import { toCaipAddress } from '../wallet/caip.js'
import { mergeConnections } from '../wallet/connections.js'
import { isNetworkSupported } from '../wallet/networks.js'
import { addRecentWallet } from '../wallet/recentWallets.js'
import type {
  AccountState,
  AccountType,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  ConnectionStatus,
  Connector,
  Network,
  RecentWallet,
} from '../wallet/types.js'
import {
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  NetworkSwitchError,
  UnsupportedChainError,
} from './errors.js'
import type { PersistedWalletState, WalletPersistence } from './persistence.js'
import type { ChainAdapter, ChainAdapterRegistry, ConnectResult } from './types.js'

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
  }
}

export type WalletControllerParameters = {
  networks: readonly Network[]
  defaultNetwork?: Network | undefined
  adapters: ChainAdapterRegistry
  router: Router
  events: EventBus
  log: Logger
  persistence: WalletPersistence
  isModalOpen: () => boolean
  /** Spec 2: confirmation of network switches is forced. */
  forceSwitchConfirmation?: boolean
  /** How long reconnect waits for a persisted connector to be discovered. */
  reconnectTimeoutMs?: number
  now?: () => number
}

export type WalletController = Store<WalletState> & ReturnType<typeof buildController>

/**
 * The wallet domain's flows: connectors, connect / disconnect / reconnect, networks and accounts
 * per namespace. Chain plugins report wallet events through `report*`; views call the flows.
 */
export function createWalletController(parameters: WalletControllerParameters): WalletController {
  const store = createStore<WalletState>(initialState(parameters))
  return Object.assign(store, buildController(store, parameters))
}

function initialState({ networks, defaultNetwork }: WalletControllerParameters): WalletState {
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
function withPersisted(state: WalletState, persisted: PersistedWalletState): WalletState {
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

function buildController(store: Store<WalletState>, p: WalletControllerParameters) {
  const now = p.now ?? Date.now
  const balanceCache = new Map<string, { at: number; balance: string; symbol: string }>()
  let disposed = false

  const namespaceOf = (namespace?: ChainNamespace) => namespace ?? store.getState().activeNamespace
  const account = (namespace: ChainNamespace) => store.getState().accounts[namespace] ?? createAccountState()
  const setAccount = (namespace: ChainNamespace, update: Partial<AccountState>) =>
    store.setState((s) => ({
      ...s,
      accounts: { ...s.accounts, [namespace]: { ...account(namespace), ...update } },
    }))

  const adapterFor = (namespace: ChainNamespace): ChainAdapter => {
    const adapter = p.adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError(namespace)
    return adapter
  }
  const capability = <K extends keyof ChainAdapter>(namespace: ChainNamespace, name: K) => {
    const fn = adapterFor(namespace)[name]
    if (typeof fn !== 'function')
      throw new UnsupportedChainError({ metaMessages: [`${namespace} has no ${name}`] })
    return fn as NonNullable<ChainAdapter[K]>
  }
  /** A known connector, or one a chain plugin discovers now on `wallet:connector-wanted`. */
  const awaitConnector = async (
    id: string,
    namespace: ChainNamespace | undefined,
    { timeoutMs, onlyWhenSomeoneDiscovers }: { timeoutMs: number; onlyWhenSomeoneDiscovers: boolean },
  ) => {
    const known = store.getState().connectors.find((c) => c.id === id)
    if (known) return known
    const discoverers = p.events.listenerCount('wallet:connector-wanted')
    if (onlyWhenSomeoneDiscovers && discoverers === 0) return undefined
    p.events.emit('wallet:connector-wanted', { namespace, connectorId: id })
    return waitForConnector(store, id, timeoutMs)
  }
  const connectorFor = async (id: string) => {
    const connector = await awaitConnector(id, undefined, {
      timeoutMs: p.reconnectTimeoutMs ?? 3000,
      onlyWhenSomeoneDiscovers: true,
    })
    if (!connector) throw new ConnectorNotFoundError(id)
    return connector
  }
  const findNetwork = (caipNetworkId: string) =>
    store.getState().networks.find((n) => n.caipNetworkId === caipNetworkId)
  const explorerUrl = (network: Network | undefined, address: string) =>
    network?.blockExplorers
      ? `${network.blockExplorers.default.url.replace(/\/$/, '')}/address/${address}`
      : undefined

  /** Applies a connection the wallet granted: state, persistence, recent wallets, event. */
  const applyConnection = (connector: Connector, namespace: ChainNamespace, result: ConnectResult) => {
    const first = result.accounts[0]
    if (!first) throw new FailedToConnectError({ details: 'The wallet returned no account.' })
    const network = findNetwork(result.caipNetworkId)
    const connection: Connection = {
      connectorId: connector.id,
      accounts: result.accounts.map((a) => ({ address: a.address, type: a.type })),
      ...(network ? { caipNetwork: network } : {}),
    }
    store.setState((s) => ({
      ...s,
      activeNamespace: namespace,
      connections: {
        ...s.connections,
        [namespace]: mergeConnections(s.connections[namespace] ?? [], [connection], {
          authConnectorId: connector.type === 'AUTH' ? connector.id : undefined,
        }),
      },
      activeConnectorIds: { ...s.activeConnectorIds, [namespace]: connector.id },
      activeNetworks: network ? { ...s.activeNetworks, [namespace]: network } : s.activeNetworks,
      unsupportedNetworks: network
        ? omit(s.unsupportedNetworks, namespace)
        : { ...s.unsupportedNetworks, [namespace]: result.caipNetworkId },
    }))
    setAccount(namespace, {
      address: first.address,
      caipAddress: toCaipAddress(result.caipNetworkId, first.address),
      preferredAccountType: first.type,
      addressExplorerUrl: explorerUrl(network, first.address),
      connectedWalletInfo: {
        name: connector.name,
        ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
        type: connector.type,
        ...(connector.rdns ? { rdns: connector.rdns } : {}),
      },
      status: 'connected',
    })
    p.persistence.writeConnection(namespace, {
      connectorId: connector.id,
      caipNetworkId: result.caipNetworkId,
    })
    p.persistence.writeActiveNamespace(namespace)
    if (network) p.persistence.writeActiveNetwork(namespace, network.caipNetworkId)
    p.events.emit('wallet:connected', {
      namespace,
      connectorId: connector.id,
      address: first.address,
      caipNetworkId: result.caipNetworkId,
    })
    if (!network)
      p.events.emit('wallet:network-changed', {
        namespace,
        caipNetworkId: result.caipNetworkId,
        supported: false,
      })
    void controller.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
  }

  const clearNamespace = (namespace: ChainNamespace) => {
    store.setState((s) => ({
      ...s,
      connections: omit(s.connections, namespace),
      activeConnectorIds: omit(s.activeConnectorIds, namespace),
      unsupportedNetworks: omit(s.unsupportedNetworks, namespace),
      accounts: { ...s.accounts, [namespace]: resetAccountState(account(namespace)) },
    }))
    p.persistence.writeConnection(namespace, undefined)
    p.events.emit('wallet:disconnected', { namespace })
  }

  const controller = {
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

    // ---- connectors (reported by chain plugins) ----

    addConnector(connector: Connector) {
      store.setState((s) => {
        const rest = s.connectors.filter((c) => c.id !== connector.id)
        return { ...s, connectors: [...rest, connector] }
      })
    },
    removeConnector(connectorId: string) {
      store.setState((s) => ({ ...s, connectors: s.connectors.filter((c) => c.id !== connectorId) }))
    },

    // ---- flows ----

    /** Connects through a connector; maps a refusal to 'Connection rejected' and anything else to 'Failed to connect'. */
    async connect({
      connectorId,
      network,
    }: {
      connectorId: string
      network?: Network
    }): Promise<ConnectResult> {
      // Known connectors stay synchronous, so the status reads 'connecting' at once.
      const connector =
        store.getState().connectors.find((c) => c.id === connectorId) ?? (await connectorFor(connectorId))
      const namespace = network?.chainNamespace ?? connector.chain
      const connect = capability(namespace, 'connect')
      const previous = account(namespace).status
      setAccount(namespace, { status: 'connecting' })
      try {
        const result = await connect({
          connector,
          network: network ?? store.getState().activeNetworks[namespace],
        })
        applyConnection(connector, namespace, result)
        controller.rememberWallet(connector)
        return result
      } catch (error) {
        setAccount(namespace, { status: previous === 'connecting' ? 'disconnected' : previous })
        if (await isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
        // A Portico error already says what happened ('Modal closed', …); wallet codes do not.
        if (error instanceof PorticoError && error.code === undefined) throw error
        throw new FailedToConnectError({ cause: error })
      }
    },

    /** Adds a wallet to the recent list (at most 2, newest first). */
    rememberWallet(connector: Pick<Connector, 'id' | 'name' | 'explorerId' | 'imageUrl'>) {
      const wallet: RecentWallet = {
        id: connector.explorerId ?? connector.id,
        name: connector.name,
        ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      }
      const recentWallets = addRecentWallet(store.getState().recentWallets, wallet)
      store.setState({ recentWallets })
      p.persistence.writeRecentWallets(recentWallets)
    },

    /**
     * Disconnects a namespace (default: every connected one), or with `connectorId` one connection
     * of it: when others remain (multi-wallet) only that wallet goes and the next one becomes
     * active (spec 4 "Provider disconnect"). Local state is cleared even when the wallet fails to
     * answer; that failure is reported as 'Failed to disconnect'.
     */
    async disconnect({
      namespace,
      connectorId,
    }: {
      namespace?: ChainNamespace
      connectorId?: string
    } = {}): Promise<void> {
      const state = store.getState()
      const namespaces = namespace ? [namespace] : (Object.keys(state.activeConnectorIds) as ChainNamespace[])
      let failure: unknown
      for (const ns of namespaces) {
        const connections = store.getState().connections[ns] ?? []
        const leaving = connectorId ? [connectorId] : connections.map((c) => c.connectorId)
        const othersRemain =
          connectorId !== undefined && connections.some((c) => c.connectorId !== connectorId)
        const disconnect = p.adapters.get(ns)?.disconnect
        for (const id of leaving) {
          const connector = store.getState().connectors.find((c) => c.id === id)
          if (!connector || !disconnect) continue
          try {
            await disconnect({ connector })
          } catch (error) {
            failure = error
          }
        }
        if (othersRemain && connectorId) controller.reportDisconnected({ namespace: ns, connectorId })
        else clearNamespace(ns)
      }
      if (failure) throw new FailedToDisconnectError({ cause: failure })
    },

    /**
     * Restores persisted connections without prompting. A connector not yet discovered (EIP-6963
     * announcements arrive asynchronously) is waited for up to `reconnectTimeoutMs`.
     */
    async reconnect(): Promise<void> {
      const persisted = (await p.persistence.load()).connections
      store.setState((s) => withPersisted(s, p.persistence.current))
      await Promise.all(
        Object.entries(persisted).map(async ([ns, entry]) => {
          const namespace = ns as ChainNamespace
          const reconnect = p.adapters.get(namespace)?.reconnect
          if (!entry || !reconnect) return
          setAccount(namespace, { status: 'reconnecting' })
          try {
            // Announcements arrive asynchronously: wait for the wallet even if nobody discovers on demand.
            const connector = await awaitConnector(entry.connectorId, namespace, {
              timeoutMs: p.reconnectTimeoutMs ?? 3000,
              onlyWhenSomeoneDiscovers: false,
            })
            const network = findNetwork(entry.caipNetworkId) ?? store.getState().activeNetworks[namespace]
            const result = connector && !disposed ? await reconnect({ connector, network }) : undefined
            if (connector && result && !disposed) return applyConnection(connector, namespace, result)
            p.persistence.writeConnection(namespace, undefined)
          } catch (error) {
            p.log.warn(`Reconnecting ${namespace} failed`, error)
          }
          if (account(namespace).status === 'reconnecting') setAccount(namespace, { status: 'disconnected' })
        }),
      )
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

    /**
     * Asks for another network, following the routing rules of spec 2: another namespace whose
     * wallet is not connected while the active one is ⇒ SwitchActiveChain; forced confirmation or
     * the auth connector on a supported chain ⇒ SwitchNetwork; otherwise switch at once.
     */
    async requestNetworkSwitch(
      network: Network,
    ): Promise<'switched' | 'selected' | 'confirm' | 'switch-active-chain'> {
      const namespace = network.chainNamespace
      const active = store.getState().activeNamespace
      if (
        active &&
        namespace !== active &&
        controller.isConnected(active) &&
        !controller.isConnected(namespace)
      ) {
        p.router.replace('SwitchActiveChain', { network, navigateTo: 'Connect' })
        return 'switch-active-chain'
      }
      if (namespace !== active) controller.setActiveNamespace(namespace)
      if (!controller.isConnected(namespace)) {
        controller.setActiveNamespace(namespace, network)
        return 'selected'
      }
      const connector = controller.getActiveConnector(namespace)
      if (
        p.forceSwitchConfirmation ||
        (connector?.type === 'AUTH' && controller.isNetworkSupported(namespace))
      ) {
        p.router.push('SwitchNetwork', { network })
        return 'confirm'
      }
      await controller.switchNetwork(network)
      return 'switched'
    },

    /** Switches the connected wallet's network; a failure goes back one view (spec 2) and throws. */
    async switchNetwork(network: Network): Promise<void> {
      const namespace = network.chainNamespace
      const connector = controller.getActiveConnector(namespace)
      if (!connector || !controller.isConnected(namespace)) {
        controller.setActiveNamespace(namespace, network)
        return
      }
      const switchNetwork = capability(namespace, 'switchNetwork')
      try {
        await switchNetwork({ connector, network })
      } catch (error) {
        if (p.isModalOpen()) p.router.back()
        if (await isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
        throw error instanceof NetworkSwitchError
          ? error
          : new NetworkSwitchError(network.id, { cause: error })
      }
      controller.reportNetwork({ namespace, connectorId: connector.id, caipNetworkId: network.caipNetworkId })
    },

    setPreferredAccountType(namespace: ChainNamespace, type: AccountType) {
      setAccount(namespace, { preferredAccountType: type })
    },
    updateAccount(namespace: ChainNamespace, update: Partial<AccountState>) {
      setAccount(namespace, update)
    },

    /** Reads the native balance through the chain plugin (cached 30 s per address and network). */
    async refreshBalance(namespace?: ChainNamespace, { force = false } = {}): Promise<void> {
      const ns = namespaceOf(namespace)
      if (!ns) return
      const { address } = account(ns)
      const network = store.getState().activeNetworks[ns]
      const getNativeBalance = p.adapters.get(ns)?.getNativeBalance
      if (!address || !network || !getNativeBalance || !controller.isNetworkSupported(ns)) return
      const key = `${network.caipNetworkId}:${address.toLowerCase()}`
      const cached = balanceCache.get(key)
      if (!force && cached && now() - cached.at < CACHE_LIFETIME_MS.nativeBalance) {
        setAccount(ns, { balance: cached.balance, balanceSymbol: cached.symbol })
        return
      }
      const result = await getNativeBalance({ address, network })
      balanceCache.set(key, { at: now(), balance: result.formatted, symbol: result.symbol })
      if (account(ns).address === address)
        setAccount(ns, { balance: result.formatted, balanceSymbol: result.symbol })
    },

    // ---- reports from chain plugins ----

    /** The wallet's accounts changed; an empty list means this connection is gone. */
    reportAccounts({
      namespace,
      connectorId,
      accounts,
    }: {
      namespace: ChainNamespace
      connectorId: string
      accounts: readonly { address: string; type?: AccountType }[]
    }) {
      if (accounts.length === 0) return controller.reportDisconnected({ namespace, connectorId })
      const state = store.getState()
      const connections = (state.connections[namespace] ?? []).map((c) =>
        c.connectorId === connectorId ? { ...c, accounts } : c,
      )
      store.setState((s) => ({ ...s, connections: { ...s.connections, [namespace]: connections } }))
      if (state.activeConnectorIds[namespace] !== connectorId) return
      const first = accounts[0] as { address: string }
      const network = state.activeNetworks[namespace]
      const caipNetworkId = state.unsupportedNetworks[namespace] ?? network?.caipNetworkId
      setAccount(namespace, {
        address: first.address,
        caipAddress: caipNetworkId ? toCaipAddress(caipNetworkId, first.address) : undefined,
        addressExplorerUrl: explorerUrl(network, first.address),
        balance: undefined,
        profileName: undefined,
        profileImage: undefined,
      })
      p.events.emit('wallet:accounts-changed', { namespace, address: first.address })
      void controller.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
    },

    /** The wallet moved to another network; an unknown one marks the namespace unsupported. */
    reportNetwork({
      namespace,
      connectorId,
      caipNetworkId,
    }: {
      namespace: ChainNamespace
      connectorId: string
      caipNetworkId: CaipNetworkId
    }) {
      const state = store.getState()
      if (state.activeConnectorIds[namespace] !== connectorId) return
      const network = findNetwork(caipNetworkId)
      const { address, caipAddress } = account(namespace)
      // The wallet's chainChanged and the kernel's own report after a switch announce the same move.
      const current = state.unsupportedNetworks[namespace] ?? state.activeNetworks[namespace]?.caipNetworkId
      if (current === caipNetworkId && (!address || caipAddress?.startsWith(`${caipNetworkId}:`))) return
      store.setState((s) => ({
        ...s,
        activeNetworks: network ? { ...s.activeNetworks, [namespace]: network } : s.activeNetworks,
        unsupportedNetworks: network
          ? omit(s.unsupportedNetworks, namespace)
          : { ...s.unsupportedNetworks, [namespace]: caipNetworkId },
      }))
      if (network) p.persistence.writeActiveNetwork(namespace, network.caipNetworkId)
      const persisted = p.persistence.current.connections[namespace]
      if (persisted) p.persistence.writeConnection(namespace, { ...persisted, caipNetworkId })
      if (address) {
        setAccount(namespace, {
          caipAddress: toCaipAddress(caipNetworkId, address),
          addressExplorerUrl: explorerUrl(network, address),
          balance: undefined,
        })
      }
      p.events.emit('wallet:network-changed', { namespace, caipNetworkId, supported: Boolean(network) })
      void controller.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
    },

    /** Spec 4 "Provider disconnect": remove the connection; when none remain, the namespace disconnects. */
    reportDisconnected({ namespace, connectorId }: { namespace: ChainNamespace; connectorId: string }) {
      const state = store.getState()
      const remaining = (state.connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
      if (remaining.length === 0) return clearNamespace(namespace)
      store.setState((s) => ({ ...s, connections: { ...s.connections, [namespace]: remaining } }))
      if (state.activeConnectorIds[namespace] === connectorId) {
        const next = remaining[0] as Connection
        const first = next.accounts[0]
        store.setState((s) => ({
          ...s,
          activeConnectorIds: { ...s.activeConnectorIds, [namespace]: next.connectorId },
        }))
        if (first)
          controller.reportAccounts({ namespace, connectorId: next.connectorId, accounts: next.accounts })
      }
    },

    statusOf(namespace?: ChainNamespace): ConnectionStatus {
      const ns = namespaceOf(namespace)
      return ns ? account(ns).status : 'disconnected'
    },

    dispose() {
      disposed = true
    },
  }
  return controller
}

/** Wallet error objects are external input: their parser (zod) loads only when a flow fails. */
async function isUserRejection(error: unknown): Promise<boolean> {
  const { isUserRejection: check } = await import('../errors/toRpcError.js')
  return check(error)
}

function omit<T extends object, K extends keyof T>(record: T, key: K): T {
  const { [key]: _removed, ...rest } = record
  return rest as T
}

function waitForConnector(
  store: Store<WalletState>,
  id: string,
  timeoutMs: number,
): Promise<Connector | undefined> {
  const find = () => store.getState().connectors.find((c) => c.id === id)
  const found = find()
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(undefined)
    }, timeoutMs)
    const unsubscribe = store.select(find, (connector) => {
      if (!connector) return
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    })
  })
}
