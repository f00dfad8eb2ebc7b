import type { PorticoStorage } from '../storage/createStorage.js'
import type { CaipNetworkId, ChainNamespace, RecentWallet } from '../wallet/types.js'

export type PersistedConnection = { connectorId: string; caipNetworkId: CaipNetworkId }

export type PersistedWalletState = {
  connections: Partial<Record<ChainNamespace, PersistedConnection>>
  activeNamespace: ChainNamespace | undefined
  activeNetworks: Partial<Record<ChainNamespace, CaipNetworkId>>
  recentWallets: RecentWallet[]
}

const KEYS = {
  connections: 'connections',
  activeNamespace: 'active-namespace',
  activeNetworks: 'active-networks',
  recentWallets: 'recent-wallets',
} as const

/**
 * What the wallet controller keeps across reloads. Reads are validated (corrupt data is dropped,
 * never thrown) with schemas loaded only when something is stored; writes keep an in-memory copy
 * so they need no read back.
 */
export function createWalletPersistence(storage: PorticoStorage) {
  let state: PersistedWalletState = {
    connections: {},
    activeNamespace: undefined,
    activeNetworks: {},
    recentWallets: [],
  }

  return {
    /** Loads everything stored; call once before the first write. */
    async load(): Promise<PersistedWalletState> {
      if (!Object.values(KEYS).some((key) => storage.has(key))) return state
      const { persistedSchemas: schemas } = await import('./persistenceSchemas.js')
      state = {
        connections: (storage.read(KEYS.connections, schemas.connections) ??
          {}) as PersistedWalletState['connections'],
        activeNamespace: storage.read(KEYS.activeNamespace, schemas.activeNamespace),
        activeNetworks: (storage.read(KEYS.activeNetworks, schemas.activeNetworks) ??
          {}) as PersistedWalletState['activeNetworks'],
        recentWallets: (storage.read(KEYS.recentWallets, schemas.recentWallets) ?? []) as RecentWallet[],
      }
      return state
    },
    get current(): Readonly<PersistedWalletState> {
      return state
    },
    writeConnection(namespace: ChainNamespace, connection: PersistedConnection | undefined) {
      const connections = { ...state.connections }
      if (connection) connections[namespace] = connection
      else delete connections[namespace]
      state = { ...state, connections }
      storage.write(KEYS.connections, connections)
    },
    writeActiveNamespace(namespace: ChainNamespace | undefined) {
      state = { ...state, activeNamespace: namespace }
      if (namespace) storage.write(KEYS.activeNamespace, namespace)
      else storage.remove(KEYS.activeNamespace)
    },
    writeActiveNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId) {
      const activeNetworks = { ...state.activeNetworks, [namespace]: caipNetworkId }
      state = { ...state, activeNetworks }
      storage.write(KEYS.activeNetworks, activeNetworks)
    },
    writeRecentWallets(wallets: readonly RecentWallet[]) {
      state = { ...state, recentWallets: [...wallets] }
      storage.write(KEYS.recentWallets, wallets)
    },
  }
}

export type WalletPersistence = ReturnType<typeof createWalletPersistence>
