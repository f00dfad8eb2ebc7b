import { CHAIN_NAMESPACES, type ChainNamespace, type DappMetadata } from '@portico/kernel'
import type { Clock } from './clock.js'
import { InvalidWalletConnectOptionsError } from './errors.js'
import type { KeyValueStorage } from './keyValueStorage.js'

export type WalletConnectOptions = {
  /**
   * Your WalletConnect project id (any non-empty id works with a local relay). Default: the
   * kernel's `createPortico({ projectId })`; one of the two is needed.
   */
  projectId?: string | undefined
  /** The relay, e.g. `ws://127.0.0.1:4400`. Default: WalletConnect's public relay. */
  relayUrl?: string | undefined
  /** What wallets show about the app. Default: the kernel's `metadata`. */
  metadata?: DappMetadata | undefined
  /**
   * RPC URL per chain, keyed by CAIP-2 id (`'eip155:1'`) or eip155 chain id (`'1'`), for reads the
   * WalletConnect provider sends to the chain instead of the wallet. Default: each network's first
   * RPC URL, so nothing goes to WalletConnect's RPC service.
   */
  rpcMap?: Readonly<Record<string, string>> | undefined
  /** Extra methods to ask wallets for, per namespace, besides the defaults (see `namespaces.ts`). */
  methods?: Partial<Record<ChainNamespace, readonly string[]>> | undefined
  /** Where the WalletConnect client keeps sessions and keys. Default: the kernel's storage. */
  storage?: KeyValueStorage | undefined
  /** Send WalletConnect's own telemetry to its servers. Default false (privacy by default). */
  telemetry?: boolean | undefined
  /**
   * Let WalletConnect's Verify service (verify.walletconnect.org) attest the app's origin to wallets.
   * Default false: the pairing code then shows as soon as it exists (the attestation waits up to 5 s
   * for an outside host), and nothing about the visitor leaves the page for it. Wallets show the
   * connection as unverified.
   */
  verify?: boolean | undefined
  /**
   * How long a disconnect waits for the relay to pass it to the wallet before the session is ended
   * here anyway (the relay may be down). Default 5000 ms.
   */
  disconnectTimeoutMs?: number | undefined
  /** The clock of the pairing expiry (4 min, expired under 10 s); tests pass one they control. */
  clock?: Clock | undefined
}

const isString = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString)

/**
 * The problems of each field; options are the developer's own typed configuration, so small
 * predicates check them and no validation library rides on the first paint.
 */
function problemsOf(options: WalletConnectOptions): string[] {
  const problems: string[] = []
  const { projectId, relayUrl, metadata, rpcMap, methods, telemetry, disconnectTimeoutMs } = options
  if (projectId !== undefined && (!isString(projectId) || projectId === ''))
    problems.push('projectId: must not be empty')
  if (relayUrl !== undefined && !(isString(relayUrl) && /^wss?:\/\/\S+$/.test(relayUrl)))
    problems.push('relayUrl: must be a ws:// or wss:// URL')
  if (
    metadata !== undefined &&
    !(
      isRecord(metadata) &&
      isString(metadata.name) &&
      isString(metadata.description) &&
      isString(metadata.url) &&
      isStringList(metadata.icons)
    )
  )
    problems.push('metadata: must have name, description, url (strings) and icons (a list of strings)')
  if (rpcMap !== undefined) {
    if (!isRecord(rpcMap)) problems.push('rpcMap: must be an object of RPC URLs')
    else
      for (const [chain, url] of Object.entries(rpcMap))
        if (!(isString(url) && /^https?:\/\/\S+$/.test(url)))
          problems.push(`rpcMap.${chain}: must be an http:// or https:// URL`)
  }
  if (methods !== undefined) {
    if (!isRecord(methods)) problems.push('methods: must be an object of method lists per namespace')
    else
      for (const [namespace, list] of Object.entries(methods)) {
        if (!(CHAIN_NAMESPACES as readonly string[]).includes(namespace))
          problems.push(`methods.${namespace}: unknown namespace`)
        else if (!isStringList(list)) problems.push(`methods.${namespace}: must be a list of method names`)
      }
  }
  if (telemetry !== undefined && typeof telemetry !== 'boolean')
    problems.push('telemetry: must be true or false')
  if (options.verify !== undefined && typeof options.verify !== 'boolean')
    problems.push('verify: must be true or false')
  if (
    disconnectTimeoutMs !== undefined &&
    !(typeof disconnectTimeoutMs === 'number' && disconnectTimeoutMs >= 0)
  )
    problems.push('disconnectTimeoutMs: must be a number of milliseconds, 0 or more')
  return problems
}

/**
 * Checks the options a developer passed (functions and objects such as `storage` and `clock` are
 * taken as they are).
 *
 * @throws {InvalidWalletConnectOptionsError} naming every bad field.
 */
export function validateOptions(options: WalletConnectOptions = {}): WalletConnectOptions {
  const problems = isRecord(options) ? problemsOf(options) : ['expected an options object']
  if (problems.length) throw new InvalidWalletConnectOptionsError(problems)
  return options
}

/** The options with the project id settled: the plugin's own, else the kernel's (`portico.hosted`). */
export type ResolvedWalletConnectOptions = WalletConnectOptions & { projectId: string }

/** @throws {InvalidWalletConnectOptionsError} when neither the plugin nor the kernel has a project id. */
export function withProjectId(
  options: WalletConnectOptions,
  kernelProjectId: string | undefined,
): ResolvedWalletConnectOptions {
  const projectId = options.projectId ?? kernelProjectId
  if (!projectId)
    throw new InvalidWalletConnectOptionsError([
      'projectId: give walletConnect({ projectId }) or createPortico({ projectId })',
    ])
  return { ...options, projectId }
}
