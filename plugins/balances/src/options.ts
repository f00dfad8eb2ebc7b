import type { HostedServices } from '@portico/kernel'
import { BalancesConfigurationError } from './errors.js'
import type { BalancesOptions } from './types.js'

// Checked in the register phase, before the first click: small predicates instead of a schema
// library keep the plugin entry light (the kernel does the same for its own options).
const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string'
const isOptionalBlock = (value: unknown) =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0)

/** Problems of one per-network list option (`tokens`, `nftCollections`), as `path: problem` lines. */
function listProblems(
  name: string,
  value: unknown,
  checkItem: (item: Record<string, unknown>) => string | undefined,
): string[] {
  if (value === undefined) return []
  if (!isRecord(value)) return [`${name}: expected an object keyed by CAIP-2 network id`]
  return Object.entries(value).flatMap(([network, items]) => {
    if (!caipNetworkIdPattern.test(network)) return [`${name}.${network}: not a CAIP-2 network id`]
    if (!Array.isArray(items)) return [`${name}.${network}: expected a list`]
    return items.flatMap((item, index) => {
      const path = `${name}.${network}[${index}]`
      if (!isRecord(item) || typeof item.address !== 'string' || !evmAddressPattern.test(item.address))
        return [`${path}.address: expected 0x and 40 hex characters`]
      const problem = checkItem(item)
      return problem ? [`${path}.${problem}`] : []
    })
  })
}

function optionProblems(options: BalancesOptions): string[] {
  const { source, prices, now } = options as Record<string, unknown>
  const problems: string[] = []
  if (source !== undefined && source !== 'api' && source !== 'rpc' && typeof source !== 'function')
    problems.push("source: expected 'api', 'rpc' or a source factory")
  problems.push(
    ...listProblems('tokens', options.tokens, (item) =>
      isOptionalString(item.iconUrl) ? undefined : 'iconUrl: expected a string',
    ),
    ...listProblems('nftCollections', options.nftCollections, (item) =>
      isOptionalBlock(item.fromBlock) ? undefined : 'fromBlock: expected a block number (integer ≥ 0)',
    ),
  )
  if (prices !== undefined && prices !== 'api') {
    if (!isRecord(prices)) problems.push("prices: expected 'api' or an object of USD prices")
    else
      for (const [key, price] of Object.entries(prices))
        if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
          problems.push(`prices.${key}: expected a number ≥ 0`)
  }
  if (now !== undefined && typeof now !== 'function') problems.push('now: expected a function')
  return problems
}

/** The source a kernel uses: the one asked for, else the API when the app has a project id. */
export function resolveSourceKind(
  options: BalancesOptions,
  hosted: Pick<HostedServices, 'enabled'>,
): 'api' | 'rpc' | 'custom' {
  if (typeof options.source === 'function') return 'custom'
  return options.source ?? (hosted.enabled ? 'api' : 'rpc')
}

/**
 * Checks the options against the app's configuration, so a mistake fails when the kernel is
 * composed instead of on the first balance request.
 *
 * @throws {BalancesConfigurationError}
 */
export function checkOptions(options: BalancesOptions, hosted: Pick<HostedServices, 'enabled'>): void {
  const problems = optionProblems(options)
  if (problems.length) throw new BalancesConfigurationError(problems.join('; '))
  const needsProject = resolveSourceKind(options, hosted) === 'api' || options.prices === 'api'
  if (needsProject && !hosted.enabled)
    throw new BalancesConfigurationError(
      'the Blockchain API needs a projectId.',
      "Give createPortico({ projectId }), or use balances({ source: 'rpc' }) without API prices.",
    )
}
