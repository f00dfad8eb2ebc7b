// The node's JSON-RPC methods (the legacy Substrate RPC that @polkadot/api and the extensions use),
// answered from the emulated chain. Parameters are external input: each method checks its own.
import { compactAddLength, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { z } from 'zod'
import { type Chain, NodeRefusal } from './chain'
import { POLKADOT_LOCAL_NAME, POLKADOT_LOCAL_SS58_PREFIX, POLKADOT_LOCAL_TOKEN } from './constants'

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
}

const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)
const optionalAt = z.union([hex, z.null()]).optional()
const params = <T extends z.ZodTypeAny>(schema: T, value: unknown): z.infer<T> => {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new NodeRefusal(RPC_ERRORS.invalidParams, `Invalid params: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

/** A subscription the server keeps for one connection: `notify` sends one notification. */
export type SubscriptionKind =
  | { kind: 'newHeads' | 'finalizedHeads' | 'allHeads' | 'runtimeVersion' }
  | { kind: 'storage'; keys: readonly string[] | undefined }
  | { kind: 'extrinsic'; extrinsic: `0x${string}` }

export type Method = (chain: Chain, params: unknown) => unknown
export type SubscribeMethod = {
  notification: string
  create: (chain: Chain, params: unknown) => SubscriptionKind
}

const header = (chain: Chain, at?: string | null) => {
  const block = chain.block(at ?? undefined)
  return block ? block.header.toJSON() : null
}

/** `state_call` runtime APIs the emulator implements (the ones @polkadot/api and wallets call). */
const RUNTIME_APIS: Record<string, (chain: Chain, data: Uint8Array) => Uint8Array> = {
  Core_version: (chain) => chain.runtimeVersion.toU8a(),
  Metadata_metadata: (chain) => compactAddLength(hexToU8a(chain.metadataHex)),
  Metadata_metadata_versions: (chain) => chain.registry.createType('Vec<u32>', [14]).toU8a(),
  Metadata_metadata_at_version: (chain, data) =>
    chain.registry.createType('u32', data).toNumber() === 14
      ? u8aConcat([1], compactAddLength(hexToU8a(chain.metadataHex)))
      : new Uint8Array([0]),
  AccountNonceApi_account_nonce: (chain, data) =>
    chain.registry.createType('u32', chain.nextIndex(u8aToHex(data.subarray(0, 32)))).toU8a(),
  TransactionPaymentApi_query_info: (chain, data) => {
    const extrinsic = chain.registry.createType('Extrinsic', data)
    const length = chain.registry.createType('u32', data.subarray(extrinsic.encodedLength)).toNumber()
    return chain.registry
      .createType('RuntimeDispatchInfoV2', {
        weight: { refTime: 200_000_000n, proofSize: 3_593n },
        class: 'Normal',
        partialFee: chain.feeFor(length),
      })
      .toU8a()
  },
}

export const METHODS: Record<string, Method> = {
  system_chain: () => POLKADOT_LOCAL_NAME,
  system_name: () => 'Portico Polkadot node emulator',
  system_version: () => '1.0.0',
  system_chainType: () => 'Development',
  system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
  system_properties: () => ({
    ss58Format: POLKADOT_LOCAL_SS58_PREFIX,
    tokenDecimals: POLKADOT_LOCAL_TOKEN.decimals,
    tokenSymbol: POLKADOT_LOCAL_TOKEN.symbol,
  }),
  system_accountNextIndex: (chain, p) => chain.nextIndex(params(z.tuple([z.string()]), p)[0]),
  chain_getBlockHash: (chain, p) => {
    const [n] = params(
      z.tuple([z.union([z.number().int().nonnegative(), z.null()]).optional()]).or(z.tuple([])),
      p ?? [],
    )
    return chain.block(n ?? undefined)?.hash ?? null
  },
  chain_getHeader: (chain, p) => header(chain, params(z.tuple([optionalAt]).or(z.tuple([])), p ?? [])[0]),
  chain_getBlock: (chain, p) => {
    const [at] = params(z.tuple([optionalAt]).or(z.tuple([])), p ?? [])
    const block = chain.block(at ?? undefined)
    return block
      ? { block: { header: block.header.toJSON(), extrinsics: block.extrinsics }, justifications: null }
      : null
  },
  chain_getFinalizedHead: (chain) => chain.finalized().hash,
  chain_getFinalisedHead: (chain) => chain.finalized().hash,
  state_getRuntimeVersion: (chain) => chain.runtimeVersion.toJSON(),
  chain_getRuntimeVersion: (chain) => chain.runtimeVersion.toJSON(),
  state_getMetadata: (chain) => chain.metadataHex,
  state_call: (chain, p) => {
    const [method, data, at] = params(
      z.tuple([z.string(), hex, optionalAt]).or(z.tuple([z.string(), hex])),
      p,
    )
    if (at && !chain.block(at)) throw new NodeRefusal(4003, `Client error: Unknown block ${at}`)
    const api = Object.hasOwn(RUNTIME_APIS, method) ? RUNTIME_APIS[method] : undefined
    if (!api)
      throw new NodeRefusal(4003, `Client error: Execution failed: Exported method ${method} is not found`)
    return u8aToHex(api(chain, hexToU8a(data)))
  },
  state_getStorage: (chain, p) => {
    const [key, at] = params(z.tuple([hex, optionalAt]).or(z.tuple([hex])), p)
    return chain.storageAt(key, at)
  },
  state_queryStorageAt: (chain, p) => {
    const [keys, at] = params(z.tuple([z.array(hex), optionalAt]).or(z.tuple([z.array(hex)])), p)
    const block = chain.block(at ?? undefined)
    if (!block) throw new NodeRefusal(4003, `Client error: Unknown block ${at}`)
    return [{ block: block.hash, changes: keys.map((key) => [key, chain.storageAt(key, block.hash)]) }]
  },
  payment_queryInfo: (chain, p) => {
    const [extrinsic] = params(z.tuple([hex, optionalAt]).or(z.tuple([hex])), p)
    const length = hexToU8a(extrinsic).length
    return {
      weight: { ref_time: 200_000_000, proof_size: 3_593 },
      class: 'normal',
      partialFee: chain.feeFor(length).toString(),
    }
  },
  author_submitExtrinsic: (chain, p) => {
    const [extrinsic] = params(z.tuple([hex]), p)
    return chain.apply(extrinsic as `0x${string}`).hash
  },
  author_pendingExtrinsics: () => [],
}

export const SUBSCRIPTIONS: Record<string, SubscribeMethod> = {
  chain_subscribeNewHeads: { notification: 'chain_newHead', create: () => ({ kind: 'newHeads' }) },
  chain_subscribeNewHead: { notification: 'chain_newHead', create: () => ({ kind: 'newHeads' }) },
  chain_subscribeAllHeads: { notification: 'chain_allHead', create: () => ({ kind: 'allHeads' }) },
  chain_subscribeFinalizedHeads: {
    notification: 'chain_finalizedHead',
    create: () => ({ kind: 'finalizedHeads' }),
  },
  chain_subscribeFinalisedHeads: {
    notification: 'chain_finalizedHead',
    create: () => ({ kind: 'finalizedHeads' }),
  },
  state_subscribeRuntimeVersion: {
    notification: 'state_runtimeVersion',
    create: () => ({ kind: 'runtimeVersion' }),
  },
  chain_subscribeRuntimeVersion: {
    notification: 'state_runtimeVersion',
    create: () => ({ kind: 'runtimeVersion' }),
  },
  state_subscribeStorage: {
    notification: 'state_storage',
    create: (_chain, p) => ({
      kind: 'storage',
      keys: params(z.tuple([z.array(hex)]).or(z.tuple([])), p ?? [])[0],
    }),
  },
  author_submitAndWatchExtrinsic: {
    notification: 'author_extrinsicUpdate',
    create: (chain, p) => {
      const [extrinsic] = params(z.tuple([hex]), p)
      // Refused before a subscription exists, as a node refuses an invalid extrinsic.
      chain.validate(extrinsic)
      return { kind: 'extrinsic', extrinsic: extrinsic.toLowerCase() as `0x${string}` }
    },
  },
}

export const UNSUBSCRIBE_METHODS = [
  'chain_unsubscribeNewHeads',
  'chain_unsubscribeNewHead',
  'chain_unsubscribeAllHeads',
  'chain_unsubscribeFinalizedHeads',
  'chain_unsubscribeFinalisedHeads',
  'state_unsubscribeRuntimeVersion',
  'chain_unsubscribeRuntimeVersion',
  'state_unsubscribeStorage',
  'author_unwatchExtrinsic',
]

export const RPC_METHOD_NAMES = [
  ...Object.keys(METHODS),
  ...Object.keys(SUBSCRIPTIONS),
  ...UNSUBSCRIBE_METHODS,
  'rpc_methods',
]
