/**
 * Whether this kernel may talk to the hosted services, decided once from the app's options. Every
 * plugin asks it (`portico.hosted`, `ctx.hosted`) instead of reading `projectId` itself, so the
 * rule is written once: privacy by default, no hosted request without a project id.
 */
export type HostedServices = {
  /** The project id the hosted services know the app by (`createPortico({ projectId })`). */
  readonly projectId: string | undefined
  /**
   * The hosted services are on: remote config, the wallet catalogue and its images, and the hosted
   * Blockchain API (balances, prices, names, identity, gas price). On exactly when a project id is given.
   */
  readonly enabled: boolean
  /** Some Blockchain API answers: the hosted one (`enabled`) or the app's own (`api.blockchainApi`). */
  readonly blockchainApi: boolean
}

/**
 * @example
 * hostedServicesFor({ projectId: 'abc' }) // { projectId: 'abc', enabled: true, blockchainApi: true }
 * hostedServicesFor({ api: { blockchainApi: 'https://mine.example' } }).blockchainApi // true
 */
export function hostedServicesFor(options: {
  projectId?: string | undefined
  api?: { blockchainApi?: string | undefined } | undefined
}): HostedServices {
  const projectId = options.projectId || undefined
  const enabled = projectId !== undefined
  return Object.freeze({ projectId, enabled, blockchainApi: enabled || Boolean(options.api?.blockchainApi) })
}
