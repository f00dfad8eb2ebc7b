import { randomUUID } from 'node:crypto'
import {
  createMobileWallet,
  type MobileWallet,
  type MobileWalletParameters,
} from '@portico/testkit/mobile-wallet/src/wallet/createMobileWallet'
import { createMemoryStorage } from '@portico/testkit/mobile-wallet/src/wallet/memoryStorage'
import { DEV_ACCOUNTS } from '@portico/testkit/services/chains/constants'

export type WalletPolicy = {
  proposals: 'approve' | 'reject' | 'wait'
  requests: 'approve' | 'reject' | 'wait'
}

export type TestWallet = MobileWallet & {
  /** How the wallet answers; tests change it between steps. */
  policy: WalletPolicy
  /** What went wrong while answering (a test asserts it stays empty). */
  errors: unknown[]
}

/**
 * The playground's mobile wallet (anvil dev account 1) in this process, answering proposals and
 * requests by `policy`, the way a visitor tapping approve or reject would.
 */
export async function createTestWallet(
  relayUrl: string,
  overrides: Partial<MobileWalletParameters> = {},
): Promise<TestWallet> {
  const wallet = await createMobileWallet({
    relayUrl,
    privateKey: (DEV_ACCOUNTS[1] as { privateKey: `0x${string}` }).privateKey,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
    ],
    storage: createMemoryStorage(),
    storagePrefix: `portico-test-wallet-${randomUUID().slice(0, 8)}`,
    ...overrides,
  })
  const test: TestWallet = Object.assign(wallet, {
    policy: { proposals: 'approve', requests: 'approve' } as WalletPolicy,
    errors: [] as unknown[],
  })
  const answered = new Set<number>()
  const record = (error: unknown) => test.errors.push(error)
  wallet.subscribe((state) => {
    for (const proposal of state.proposals) {
      if (answered.has(proposal.id) || test.policy.proposals === 'wait') continue
      answered.add(proposal.id)
      const answer = test.policy.proposals === 'approve' ? wallet.approveProposal : wallet.rejectProposal
      answer(proposal.id).catch(record)
    }
    // A one-step sign-in is the connection itself: answered like a proposal.
    for (const request of state.authRequests) {
      if (answered.has(request.id) || test.policy.proposals === 'wait') continue
      answered.add(request.id)
      const answer =
        test.policy.proposals === 'approve' ? wallet.approveAuthRequest : wallet.rejectAuthRequest
      answer(request.id).catch(record)
    }
    for (const request of state.requests) {
      if (answered.has(request.id) || test.policy.requests === 'wait') continue
      answered.add(request.id)
      const answer = test.policy.requests === 'approve' ? wallet.approveRequest : wallet.rejectRequest
      answer(request.id).catch(record)
    }
  })
  return test
}

/** Resolves when `predicate` holds for `read()`, polling every 10 ms; fails clearly after `ms`. */
export async function waitFor<T>(read: () => T, predicate: (value: T) => boolean, what: string, ms = 10_000) {
  const started = Date.now()
  for (;;) {
    const value = read()
    if (predicate(value)) return value
    if (Date.now() - started > ms) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
