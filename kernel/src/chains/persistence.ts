import * as z from 'zod/mini'
import type { PorticoStorage } from '../storage/createStorage.js'
import { recentWalletsSchema } from '../wallet/recentWallets.js'
import {
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type RecentWallet,
} from '../wallet/types.js'

const namespaceSchema = z.enum(CHAIN_NAMESPACES)
const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/))

const connectionsSchema = z.partialRecord(
  namespaceSchema,
  z.object({ connectorId: z.string().check(z.minLength(1)), caipNetworkId: caipNetworkIdSchema }),
)
const namespaceRecordSchema = z.partialRecord(namespaceSchema, caipNetworkIdSchema)

export type PersistedConnection = { connectorId: string; caipNetworkId: CaipNetworkId }

const KEYS = {
  connections: 'connections',
  activeNamespace: 'active-namespace',
  activeNetworks: 'active-networks',
  recentWallets: 'recent-wallets',
} as const

/** What the wallet controller keeps across reloads; every read is validated, corrupt data is dropped. */
export function createWalletPersistence(storage: PorticoStorage) {
  return {
    readConnections(): Partial<Record<ChainNamespace, PersistedConnection>> {
      return (storage.read(KEYS.connections, connectionsSchema) ?? {}) as Partial<
        Record<ChainNamespace, PersistedConnection>
      >
    },
    writeConnection(namespace: ChainNamespace, connection: PersistedConnection | undefined) {
      const all = { ...this.readConnections() }
      if (connection) all[namespace] = connection
      else delete all[namespace]
      storage.write(KEYS.connections, all)
    },
    readActiveNamespace(): ChainNamespace | undefined {
      return storage.read(KEYS.activeNamespace, namespaceSchema)
    },
    writeActiveNamespace(namespace: ChainNamespace | undefined) {
      if (namespace) storage.write(KEYS.activeNamespace, namespace)
      else storage.remove(KEYS.activeNamespace)
    },
    readActiveNetworks(): Partial<Record<ChainNamespace, CaipNetworkId>> {
      return (storage.read(KEYS.activeNetworks, namespaceRecordSchema) ?? {}) as Partial<
        Record<ChainNamespace, CaipNetworkId>
      >
    },
    writeActiveNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId) {
      storage.write(KEYS.activeNetworks, { ...this.readActiveNetworks(), [namespace]: caipNetworkId })
    },
    readRecentWallets(): RecentWallet[] {
      return (storage.read(KEYS.recentWallets, recentWalletsSchema) ?? []) as RecentWallet[]
    },
    writeRecentWallets(wallets: readonly RecentWallet[]) {
      storage.write(KEYS.recentWallets, wallets)
    },
  }
}

export type WalletPersistence = ReturnType<typeof createWalletPersistence>
