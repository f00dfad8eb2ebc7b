import { describe, expect, it } from 'vitest'
import * as constants from './constants.js'

describe('constants', () => {
  it('matches spec section 9', () => {
    expect(constants.CACHE_LIFETIME_MS).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    })
    expect(constants.BALANCE_RETRY_GAP_MS).toBe(30_000)
    expect(constants.MAX_RECENT_WALLETS).toBe(2)
    expect(constants.TOAST).toEqual({
      reshowDelayMs: 150,
      durationMs: 4000,
      maxVisible: 3,
      widthPx: 356,
      gapPx: 14,
    })
    expect(constants.ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
    expect(constants.RETRY).toEqual({ initialDelayMs: 1000, maxDelayMs: 30_000, retries: 3 })
    expect(constants.MODAL_SHAKE_MS).toBe(500)
    expect(constants.RETRY_ALLOWED_AFTER_MS).toBe(1000)
    expect(constants.WALLET_SEARCH).toEqual({ maxResults: 100, pageSize: 40, recommended: 4 })
    expect(constants.RPC).toEqual({ timeoutMs: 10_000, batchSize: 1000 })
    expect(constants.FALLBACK_TRANSPORT).toEqual({
      pingIntervalMs: 4000,
      sampleCount: 10,
      weights: { stability: 0.7, latency: 0.3 },
    })
    expect(constants.NATIVE_DECIMALS).toEqual({ eip155: 18, solana: 9, bip122: 8 })
    expect(constants.LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(constants.SDK_VERSION).toBe('1.7.16')
    expect(constants.MAX_PENDING_TRANSACTIONS).toBe(99)
    expect([constants.ADDRESS_CACHE_SIZE, constants.BYTE_DECODING_READ_LIMIT]).toEqual([8192, 8192])
    expect(constants.CLASS_MERGE_CACHE_SIZE).toBe(500)
  })

  it('keeps the spec orders', () => {
    expect(constants.DEFAULT_CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(constants.WALLET_CAPABILITIES).toEqual([
      'atomic',
      'flow-control',
      'paymasterService',
      'sessionKeys',
      'auxiliaryFunds',
    ])
  })

  it('defaults to the hosted services', () => {
    expect(constants.DEFAULT_API_URLS).toEqual({
      blockchainApi: 'https://rpc.walletconnect.org',
      catalogApi: 'https://api.web3modal.org',
      analytics: 'https://pulse.walletconnect.org',
      secureSite: 'https://secure.walletconnect.org',
      secureSiteSdk: 'https://secure.walletconnect.org/sdk',
    })
  })
})
