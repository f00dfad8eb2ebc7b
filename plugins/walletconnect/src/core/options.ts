import { type ChainNamespace, type DappMetadata, validateSync } from '@portico/kernel'
import * as z from 'zod/mini'
import type { Clock } from './clock.js'
import { InvalidWalletConnectOptionsError } from './errors.js'
import type { KeyValueStorage } from './keyValueStorage.js'

export type WalletConnectOptions = {
  /** Your WalletConnect project id (any non-empty id works with a local relay). */
  projectId: string
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
   * How long a disconnect waits for the relay to pass it to the wallet before the session is ended
   * here anyway (the relay may be down). Default 5000 ms.
   */
  disconnectTimeoutMs?: number | undefined
  /** The clock of the pairing expiry (4 min, expired under 10 s); tests pass one they control. */
  clock?: Clock | undefined
}

const namespaceKey = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const wsUrl = z.string().check(z.regex(/^wss?:\/\/[^\s]+$/, 'must be a ws:// or wss:// URL'))
const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL'))

const optionsSchema = z.object({
  projectId: z.string().check(z.minLength(1, 'must not be empty')),
  relayUrl: z.optional(wsUrl),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.readonly(z.array(z.string())),
    }),
  ),
  rpcMap: z.optional(z.record(z.string(), httpUrl)),
  methods: z.optional(z.partialRecord(namespaceKey, z.readonly(z.array(z.string())))),
  telemetry: z.optional(z.boolean()),
  disconnectTimeoutMs: z.optional(z.number().check(z.nonnegative())),
})

/**
 * Checks the options a developer passed (functions and objects such as `storage` and `clock` are
 * taken as they are).
 *
 * @throws {InvalidWalletConnectOptionsError} naming every bad field.
 */
export function validateOptions(options: WalletConnectOptions): WalletConnectOptions {
  const { storage, clock, ...data } = options ?? ({} as WalletConnectOptions)
  const result = validateSync(optionsSchema, data)
  if (!result.success) {
    throw new InvalidWalletConnectOptionsError(
      result.issues.map((issue) => {
        const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.')
        return path ? `${path}: ${issue.message}` : issue.message
      }),
    )
  }
  return options
}
