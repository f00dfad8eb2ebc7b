/**
 * The business constants and limits of spec section 9 (plus the few fixed values of sections 6-8
 * and API-FACTS that code needs) that are the kernel's or shared by several packages, in one
 * module. A capability's own constants (swap slippage, on-ramp limits, the embedded-wallet frame,
 * the name zone, WalletConnect pairing) live in its plugin. Each value appears once; code imports it
 * by name instead of retyping the number. Durations end in `Ms`, sizes in `Px` or `Bytes`.
 *
 * Everything here is a read-only (`as const`) literal: importing this module has no side effects.
 * The ones the first paint reads are in `firstPaintConstants.ts`, re-exported here.
 */

import type { AccountType, ChainNamespace } from './wallet/types.js'

// What the first paint and the modal's first open read live apart (see there); every constant is
// imported from here.
export * from './firstOpenConstants.js'
export * from './firstPaintConstants.js'

// --- Accounts (spec 9) -------------------------------------------------------------------------

/** Default account type per namespace (spec section 9); cosmos, unnamed there, uses eoa. */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
} as const satisfies Record<ChainNamespace, AccountType>

// --- SDK identification (spec 9, API-FACTS 1.2) -------------------------------------------------

/** The framework part of the reported `sv` string (`react-core-1.7.16`). */
export const SDK_FRAMEWORK = 'react'

// --- Hosts (API-FACTS 1.1); createPortico({ api }) overrides each --------------------------------

// --- Modal shell and UI (spec 2, 9; ARCHITECTURE) -----------------------------------------------

/** Default debounce of inputs (search fields, amounts). */
export const DEFAULT_DEBOUNCE_MS = 500
/**
 * Size of the class-name merge cache (spec 9). Declared for completeness: Portico's views use fixed
 * class names and CSS variables, with no class merging to cache.
 */
export const CLASS_MERGE_CACHE_SIZE = 500

// --- Wallets and connectors (spec 2, 3, 9) ------------------------------------------------------

/** At most this many wallets are remembered as recent. */
export const MAX_RECENT_WALLETS = 2
/** The wallet catalogue serves at most this many wallet images per page (API-FACTS 3.2). */
export const WALLET_IMAGES_PER_PAGE = 20

/** EIP-5792 wallet capabilities Portico recognises. */
export const WALLET_CAPABILITIES = [
  'atomic',
  'flow-control',
  'paymasterService',
  'sessionKeys',
  'auxiliaryFunds',
] as const
export type WalletCapability = (typeof WALLET_CAPABILITIES)[number]

/** Decimals of the native token per namespace. */
export const NATIVE_DECIMALS = { eip155: 18, solana: 9, bip122: 8 } as const satisfies Partial<
  Record<ChainNamespace, number>
>

// --- Connecting (spec 9) ------------------------------------------------------------------------

/** A failed connection may be retried once this much time has passed. */
export const RETRY_ALLOWED_AFTER_MS = 1000

// --- Data: caches, balances, activity (spec 9) ---------------------------------------------------

/** How long fetched data stays fresh. */
export const CACHE_LIFETIME_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000,
} as const
/** After a failed balance fetch, wait this long before fetching again. */
export const BALANCE_RETRY_GAP_MS = 30_000
/** At most this many pending transactions are tracked (the activity plugin's checks after a send). */
export const MAX_PENDING_TRANSACTIONS = 99

// --- Transport, retries and logging (spec 8, 9) ----------------------------------------------------

/** The retry helper: backoff doubles from 1 s up to 30 s, 3 retries by default. */
export const RETRY = { initialDelayMs: 1000, maxDelayMs: 30_000, retries: 3 } as const
/** JSON-RPC transport defaults. */
export const RPC = { timeoutMs: 10_000, batchSize: 1000 } as const
/** Fallback transport ranking: ping interval, samples kept, and the weights of the score. */
export const FALLBACK_TRANSPORT = {
  pingIntervalMs: 4000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
} as const
/** Assumed block time when a chain does not say. */
export const BASE_BLOCK_TIME_MS = 2000
/** Error reports: at most 5 per 60 s (spec 8). */
export const ERROR_REPORT_LIMIT = { count: 5, windowMs: 60_000 } as const
/** Size of the checksummed-address cache (`createChecksumCache`; the eip155 plugin keeps one). */
export const ADDRESS_CACHE_SIZE = 8192
/**
 * Byte-decoding read limit (spec 9). Declared for completeness: the kernel decodes no bytes itself;
 * ABI decoding happens in viem, whose own read limit is this same value.
 */
export const BYTE_DECODING_READ_LIMIT = 8192

// --- Regions (spec 6) ---------------------------------------------------------------------------

// The restricted time zones live with their check (`region.ts`), which plugins load with the page.
export { RESTRICTED_TIME_ZONES } from './region.js'
