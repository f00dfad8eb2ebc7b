import type { HostedServices } from '@portico/kernel'
import { BalancesConfigurationError } from './errors.js'
import type { BalancesOptions } from './types.js'

// Checked in the register phase, before the first click: small predicates instead of a schema
// library keep the plugin entry light (the kernel does the same for its own options).
const caipNetworkIdPattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The per-network list options, with the one field besides `address` each item may have. */
const LISTS = [
  [
    'tokens',
    'iconUrl',
    (value: unknown) => value === undefined || typeof value === 'string',
    'expected a string',
  ],
  [
    'nftCollections',
    'fromBlock',
    (value: unknown) => value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0),
    'expected a block number (integer ≥ 0)',
  ],
] as const

/** Every problem of the options, as `path: problem` lines. */
function optionProblems(options: BalancesOptions): string[] {
  const { source, prices, now } = options as Record<string, unknown>
  const problems: string[] = []
  /** Notes the problem unless `ok`; answers `ok`. */
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem)
    return ok
  }
  check(
    source === undefined || source === 'api' || source === 'rpc' || typeof source === 'function',
    "source: expected 'api', 'rpc' or a source factory",
  )
  for (const [name, field, valid, expected] of LISTS) {
    const lists = options[name] as unknown
    if (lists === undefined) continue
    if (!check(isRecord(lists), `${name}: expected an object keyed by CAIP-2 network id`)) continue
    for (const [network, items] of Object.entries(lists as Record<string, unknown>)) {
      const at = `${name}.${network}`
      if (!check(caipNetworkIdPattern.test(network), `${at}: not a CAIP-2 network id`)) continue
      if (!check(Array.isArray(items), `${at}: expected a list`)) continue
      ;(items as unknown[]).forEach((item, index) => {
        const path = `${at}[${index}]`
        if (
          check(
            isRecord(item) && typeof item.address === 'string' && evmAddressPattern.test(item.address),
            `${path}.address: expected 0x and 40 hex characters`,
          )
        )
          check(valid((item as Record<string, unknown>)[field]), `${path}.${field}: ${expected}`)
      })
    }
  }
  if (
    prices !== undefined &&
    prices !== 'api' &&
    check(isRecord(prices), "prices: expected 'api' or an object of USD prices")
  )
    for (const [key, price] of Object.entries(prices as Record<string, unknown>))
      check(
        typeof price === 'number' && Number.isFinite(price) && price >= 0,
        `prices.${key}: expected a number ≥ 0`,
      )
  check(now === undefined || typeof now === 'function', 'now: expected a function')
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
