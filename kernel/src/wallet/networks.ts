import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'
import { InvalidCaipNetworkIdError } from './caipErrors.js'
import type { CaipNetworkId, ChainNamespace, Network } from './types.js'

export type DefineNetworkParameters = Omit<Network, 'chainNamespace' | 'caipNetworkId'> & {
  /** Defaults to the namespace of `caipNetworkId`, else `eip155`. */
  chainNamespace?: ChainNamespace
  /** Defaults to `${chainNamespace}:${id}`. */
  caipNetworkId?: CaipNetworkId
}

export type DefineNetworkReturnType<TInput extends DefineNetworkParameters> = Omit<
  TInput,
  'chainNamespace' | 'caipNetworkId'
> &
  Pick<Network, 'chainNamespace' | 'caipNetworkId'>

/**
 * Defines a network: viem's chain shape plus its CAIP identity, filled in when absent.
 *
 * @throws {InvalidCaipNetworkIdError} when the resulting id is not a valid CAIP-2 id (e.g. an empty
 * or ':'-containing `id`) or its namespace disagrees with `chainNamespace`.
 * @example
 * const base = defineNetwork({
 *   id: 8453,
 *   name: 'Base',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
 * })
 * base.caipNetworkId // 'eip155:8453'
 */
export function defineNetwork<const TInput extends DefineNetworkParameters>(
  input: TInput,
): DefineNetworkReturnType<TInput> {
  // The CAIP-2 rule of parseCaipNetworkId, inlined: apps define networks at start-up, and the
  // full parser (with the CAIP-10 one beside it) should not ride along before the first click.
  const fromId = input.caipNetworkId === undefined ? undefined : splitNetworkId(input.caipNetworkId)
  const chainNamespace = input.chainNamespace ?? fromId?.namespace ?? 'eip155'
  const caipNetworkId = input.caipNetworkId ?? `${chainNamespace}:${input.id}`
  const parsed = fromId ?? splitNetworkId(caipNetworkId)
  if (parsed.namespace !== chainNamespace)
    throw new InvalidCaipNetworkIdError(
      { value: caipNetworkId },
      { details: `chainNamespace is ${chainNamespace}, the id's namespace is ${parsed.namespace}.` },
    )
  return { ...input, chainNamespace, caipNetworkId: parsed.caipNetworkId }
}

/**
 * Finds a network by CAIP-2 id (`'eip155:1'`) or by chain id (`1` or `'1'`; the first match wins
 * when namespaces share an id).
 *
 * @example
 * findNetwork([mainnet, base], 'eip155:8453') // base
 * findNetwork([mainnet, base], 1) // mainnet
 */
export function findNetwork<TNetwork extends Pick<Network, 'id' | 'caipNetworkId'>>(
  networks: readonly TNetwork[],
  caipNetworkIdOrId: CaipNetworkId | string | number | undefined,
): TNetwork | undefined {
  if (caipNetworkIdOrId === undefined) return undefined
  const wanted = String(caipNetworkIdOrId)
  if (wanted.includes(':')) return networks.find((network) => network.caipNetworkId === wanted)
  return networks.find((network) => String(network.id) === wanted)
}

export type IsNetworkSupportedParameters = {
  /** The networks the app asked for; none means every network is supported. */
  requested: readonly (Pick<Network, 'caipNetworkId'> | CaipNetworkId)[] | undefined
  /** The network the wallet is on now. */
  active: Pick<Network, 'caipNetworkId'> | CaipNetworkId | undefined
}

/**
 * Whether the active network is supported: true when no networks were requested, else only when
 * the active one is among them (compared by CAIP-2 id).
 *
 * @example
 * isNetworkSupported({ requested: [], active: 'eip155:10' }) // true
 * isNetworkSupported({ requested: ['eip155:1'], active: 'eip155:10' }) // false
 */
export function isNetworkSupported({ requested, active }: IsNetworkSupportedParameters): boolean {
  if (!requested?.length) return true
  if (active === undefined) return false
  const activeId = typeof active === 'string' ? active : active.caipNetworkId
  return requested.some(
    (network) => (typeof network === 'string' ? network : network.caipNetworkId) === activeId,
  )
}

function splitNetworkId(value: string): { namespace: ChainNamespace; caipNetworkId: CaipNetworkId } {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !reference || !(CHAIN_NAMESPACES as readonly string[]).includes(namespace ?? ''))
    throw new InvalidCaipNetworkIdError({ value })
  return { namespace: namespace as ChainNamespace, caipNetworkId: value as CaipNetworkId }
}
