// The wallet controller's flows (connect, disconnect, switch, restore, wallet reports). Loaded on
// the first connect, or at start-up only when a stored connection must be restored, so a first
// visit's page does not ship them before the first click.
import { CACHE_LIFETIME_MS } from '../constants.js'
import { alerts } from '../errors/alerts.js'
import { PorticoError } from '../errors/base.js'
import { VIEW_ROLES } from '../views/roles.js'
import { resetAccountState } from '../wallet/accounts.js'
import { toCaipAddress } from '../wallet/caip.js'
import { mergeConnections } from '../wallet/connections.js'
import { addRecentWallet } from '../wallet/recentWallets.js'
import type {
  AccountType,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  Connector,
  Network,
  RecentWallet,
} from '../wallet/types.js'
import type { WalletControllerBase } from './createWalletController.js'
import {
  AddNetworkRejectedError,
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  FailedToConnectError,
  FailedToDisconnectError,
  NetworkNotFoundError,
  NetworkSwitchError,
  NetworkSwitchRejectedError,
  UnsupportedChainError,
} from './errors.js'
import type { PersistedWalletState } from './persistence.js'
import type { ChainAdapter, ConnectResult } from './types.js'
import { omit, type WalletCore, waitForConnector } from './walletState.js'

export type WalletFlows = ReturnType<typeof createWalletFlows>

export function createWalletFlows(core: WalletCore, base: WalletControllerBase) {
  const { store, p, namespaceOf, account, setAccount } = core
  const now = p.now ?? Date.now
  const balanceCache = new Map<string, { at: number; balance: string; symbol: string }>()

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
    void flows.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
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

  /** Spec 8: a network the app did not configure is not switched to; the alert bar says so. */
  const assertConfigured = (network: Network) => {
    if (store.getState().networks.some((known) => known.caipNetworkId === network.caipNetworkId)) return
    p.showAlert?.(alerts.NETWORK_NOT_FOUND)
    throw new NetworkNotFoundError(network.caipNetworkId)
  }

  const flows = {
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
        flows.rememberWallet(connector)
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
        if (othersRemain && connectorId) flows.reportDisconnected({ namespace: ns, connectorId })
        else clearNamespace(ns)
      }
      if (failure) throw new FailedToDisconnectError({ cause: failure })
    },

    /**
     * Asks for another network, following the routing rules of spec 2: another namespace whose
     * wallet is not connected while the active one is ⇒ SwitchActiveChain; forced confirmation or
     * the auth connector on a supported chain ⇒ SwitchNetwork; otherwise switch at once.
     */
    async requestNetworkSwitch(
      network: Network,
    ): Promise<'switched' | 'selected' | 'confirm' | 'switch-active-chain'> {
      assertConfigured(network)
      const namespace = network.chainNamespace
      const active = store.getState().activeNamespace
      if (active && namespace !== active && base.isConnected(active) && !base.isConnected(namespace)) {
        p.router.replace(p.viewFor(VIEW_ROLES.switchActiveChain), {
          network,
          navigateTo: p.viewFor(VIEW_ROLES.connect),
        })
        return 'switch-active-chain'
      }
      if (namespace !== active) base.setActiveNamespace(namespace)
      if (!base.isConnected(namespace)) {
        base.setActiveNamespace(namespace, network)
        return 'selected'
      }
      const connector = base.getActiveConnector(namespace)
      if (p.forceSwitchConfirmation || (connector?.type === 'AUTH' && base.isNetworkSupported(namespace))) {
        p.router.push(p.viewFor(VIEW_ROLES.switchNetwork), { network })
        return 'confirm'
      }
      await flows.switchNetwork(network)
      return 'switched'
    },

    /** Switches the connected wallet's network; a failure goes back one view (spec 2) and throws. */
    async switchNetwork(network: Network): Promise<void> {
      assertConfigured(network)
      const namespace = network.chainNamespace
      const connector = base.getActiveConnector(namespace)
      if (!connector || !base.isConnected(namespace)) {
        base.setActiveNamespace(namespace, network)
        return
      }
      const switchNetwork = capability(namespace, 'switchNetwork')
      try {
        await switchNetwork({ connector, network })
      } catch (error) {
        if (p.isModalOpen()) p.router.back()
        // A chain plugin that knows it was the addition that was refused says so itself.
        if (error instanceof AddNetworkRejectedError) throw error
        if (await isUserRejection(error)) throw new NetworkSwitchRejectedError(network.name, { cause: error })
        throw error instanceof NetworkSwitchError
          ? error
          : new NetworkSwitchError(network.id, { cause: error })
      }
      flows.reportNetwork({ namespace, connectorId: connector.id, caipNetworkId: network.caipNetworkId })
    },

    /** Reads the native balance through the chain plugin (cached 30 s per address and network). */
    async refreshBalance(namespace?: ChainNamespace, { force = false } = {}): Promise<void> {
      const ns = namespaceOf(namespace)
      if (!ns) return
      const { address } = account(ns)
      const network = store.getState().activeNetworks[ns]
      const getNativeBalance = p.adapters.get(ns)?.getNativeBalance
      if (!address || !network || !getNativeBalance || !base.isNetworkSupported(ns)) return
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
      if (accounts.length === 0) return flows.reportDisconnected({ namespace, connectorId })
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
      void flows.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
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
      void flows.refreshBalance(namespace).catch((error) => p.log.warn('Balance refresh failed', error))
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
        if (first) flows.reportAccounts({ namespace, connectorId: next.connectorId, accounts: next.accounts })
      }
    },

    /**
     * Restores the stored connections without prompting. A connector not yet discovered (EIP-6963
     * announcements arrive asynchronously) is waited for up to `reconnectTimeoutMs`.
     */
    async reconnectPersisted(persisted: PersistedWalletState['connections']): Promise<void> {
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
            const result = connector && !core.disposed ? await reconnect({ connector, network }) : undefined
            if (connector && result && !core.disposed) return applyConnection(connector, namespace, result)
            p.persistence.writeConnection(namespace, undefined)
          } catch (error) {
            p.log.warn(`Reconnecting ${namespace} failed`, error)
          }
          if (account(namespace).status === 'reconnecting') setAccount(namespace, { status: 'disconnected' })
        }),
      )
    },
  }
  return flows
}

/** Wallet error objects are external input: their parser (zod) loads only when a flow fails. */
async function isUserRejection(error: unknown): Promise<boolean> {
  const { isUserRejection: check } = await import('../errors/toRpcError.js')
  return check(error)
}
