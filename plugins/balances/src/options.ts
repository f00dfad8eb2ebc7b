import type { PorticoOptions } from '@portico/kernel'
import * as z from 'zod/mini'
import { BalancesConfigurationError } from './errors.js'
import type { BalancesOptions } from './types.js'

// zod/mini: the options are checked in the register phase, which runs before the first click.
const caipNetworkId = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const isFunction = (value: unknown) => typeof value === 'function'

const optionsSchema = z.object({
  source: z.optional(z.union([z.enum(['api', 'rpc']), z.custom(isFunction)])),
  tokens: z.optional(
    z.record(caipNetworkId, z.array(z.object({ address: evmAddress, iconUrl: z.optional(z.string()) }))),
  ),
  nftCollections: z.optional(
    z.record(
      caipNetworkId,
      z.array(z.object({ address: evmAddress, fromBlock: z.optional(z.int().check(z.nonnegative())) })),
    ),
  ),
  prices: z.optional(z.union([z.literal('api'), z.record(z.string(), z.number().check(z.nonnegative()))])),
  now: z.optional(z.custom(isFunction)),
})

/** The source a kernel uses: the one asked for, else the API when the app has a project id. */
export function resolveSourceKind(
  options: BalancesOptions,
  app: Pick<PorticoOptions, 'projectId'>,
): 'api' | 'rpc' | 'custom' {
  if (typeof options.source === 'function') return 'custom'
  return options.source ?? (app.projectId ? 'api' : 'rpc')
}

/**
 * Checks the options against the app's configuration, so a mistake fails when the kernel is
 * composed instead of on the first balance request.
 *
 * @throws {BalancesConfigurationError}
 */
export function checkOptions(options: BalancesOptions, app: Pick<PorticoOptions, 'projectId'>): void {
  const result = z.safeParse(optionsSchema, options)
  if (!result.success) throw new BalancesConfigurationError(z.prettifyError(result.error))
  const needsProject = resolveSourceKind(options, app) === 'api' || options.prices === 'api'
  if (needsProject && !app.projectId)
    throw new BalancesConfigurationError(
      'the Blockchain API needs a projectId.',
      "Give createPortico({ projectId }), or use balances({ source: 'rpc' }) without API prices.",
    )
}
