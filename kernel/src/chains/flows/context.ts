// What every wallet flow shares for one kernel: the core (state, parameters), the eager
// controller's reads, and lookups of adapters, connectors and networks. Each flow is a function of
// this context in a file of its own; `walletFlows.ts` binds them.

import type { Store } from '../../store/createStore.js'
import type { ChainNamespace, Connector } from '../../wallet/types.js'
import type { WalletControllerBase } from '../createWalletController.js'
import { ChainAdapterNotFoundError, ConnectorNotFoundError, UnsupportedChainError } from '../errors.js'
import type { ChainAdapter } from '../types.js'
import type { WalletCore, WalletState } from '../walletState.js'
import { addressExplorerUrl } from './addressExplorerUrl.js'

export type FlowContext = ReturnType<typeof createFlowContext>

export function createFlowContext(core: WalletCore, base: WalletControllerBase) {
  const { store, p } = core
  const adapterFor = (namespace: ChainNamespace): ChainAdapter => {
    const adapter = p.adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError(namespace)
    return adapter
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
  const reconnectTimeoutMs = p.reconnectTimeoutMs ?? 3000
  return {
    store,
    p,
    namespaceOf: core.namespaceOf,
    account: core.account,
    setAccount: core.setAccount,
    /** The kernel was disposed while a flow waited. */
    disposed: () => core.disposed,
    base,
    now: p.now ?? Date.now,
    reconnectTimeoutMs,
    balanceCache: new Map<string, { at: number; balance: string; symbol: string }>(),
    awaitConnector,
    /** The adapter's capability, or 'Unsupported chain' when the chain plugin has none. */
    capability<K extends keyof ChainAdapter>(namespace: ChainNamespace, name: K) {
      const fn = adapterFor(namespace)[name]
      if (typeof fn !== 'function')
        throw new UnsupportedChainError({ metaMessages: [`${namespace} has no ${name}`] })
      return fn as NonNullable<ChainAdapter[K]>
    },
    async connectorFor(id: string) {
      const connector = await awaitConnector(id, undefined, {
        timeoutMs: reconnectTimeoutMs,
        onlyWhenSomeoneDiscovers: true,
      })
      if (!connector) throw new ConnectorNotFoundError(id)
      return connector
    },
    findNetwork: (caipNetworkId: string) =>
      store.getState().networks.find((n) => n.caipNetworkId === caipNetworkId),
    explorerUrl: addressExplorerUrl,
  }
}

/** Wallet error objects are external input: their parser (zod) loads only when a flow fails. */
export async function isUserRejection(error: unknown): Promise<boolean> {
  const { isUserRejection: check } = await import('../../errors/toRpcError.js')
  return check(error)
}

/** A copy of `record` without `key`. */
export function omit<T extends object, K extends keyof T>(record: T, key: K): T {
  const { [key]: _removed, ...rest } = record
  return rest as T
}

/** The connector once it is added to the state, or undefined after `timeoutMs`. */
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
