import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, PTT_TOKEN } from '../../../testkit/src/services/chains/constants.js'
import { viemChain } from '../../../testkit/src/services/chains/seed.js'
import type { PlaygroundChain, PlaygroundServices } from '../../../testkit/src/services/playgroundServices.js'

/**
 * Node-side control of the run's anvil chains for browser tests: read balances, set them, send
 * transactions from dev accounts, and isolate tests with `evm_snapshot` / `evm_revert`.
 *
 * @example
 * const chains = localChains(inject('services'))
 * beforeEach(() => chains.snapshot())
 * afterEach(() => chains.revert())
 * expect(await chains.balance(31337, DEV_ACCOUNTS[0].address)).toBe(parseEther('1.5'))
 */
export function localChains(services: PlaygroundServices) {
  const byId = new Map(services.chains.map((chain) => [chain.chainId, chain]))
  const chain = (chainId: number): PlaygroundChain => {
    const found = byId.get(chainId)
    if (!found) throw new Error(`No local chain ${chainId}`)
    return found
  }
  const viem = (chainId: number) => {
    const { rpcUrl, name } = chain(chainId)
    return viemChain({
      chainId,
      name,
      rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
  }
  const transport = (chainId: number) => http(chain(chainId).rpcUrl, { retryCount: 0 })
  const publicClient = (chainId: number) =>
    createPublicClient({ chain: viem(chainId), transport: transport(chainId) })
  const testClient = (chainId: number) => createTestClient({ mode: 'anvil', transport: transport(chainId) })
  let snapshots: Hex[] = []

  return {
    chains: services.chains,
    publicClient,
    /** Takes a snapshot of every chain (to be reverted by `revert`). */
    async snapshot(): Promise<void> {
      snapshots = await Promise.all(services.chains.map((c) => testClient(c.chainId).snapshot()))
    },
    /**
     * Back to the last snapshot on every chain (anvil forgets a snapshot once used). Anvil also
     * winds its clock back to the snapshot's block, so the clock is set to now again: later blocks
     * would otherwise look minutes old to the Activity tab.
     */
    async revert(): Promise<void> {
      const ids = snapshots
      snapshots = []
      await Promise.all(
        services.chains.map(async (c, index) => {
          const client = testClient(c.chainId)
          await client.revert({ id: ids[index]! })
          // Rounded up, taken after the revert: a clock set even a second behind the wall clock
          // mines blocks older than a time the page read just before (a session's start).
          const now = Math.ceil(Date.now() / 1000)
          await client.request({ method: 'evm_setTime' as never, params: [now] as never })
        }),
      )
    },
    balance: (chainId: number, address: Address) => publicClient(chainId).getBalance({ address }),
    tokenBalance: (chainId: number, address: Address) =>
      publicClient(chainId).readContract({
        address: PTT_TOKEN.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    setBalance: (chainId: number, address: Address, ether: string) =>
      testClient(chainId).setBalance({ address, value: parseEther(ether) }),
    /** Sends `count` native transfers of 1 wei from dev account `fromIndex` (mined at once). */
    async sendTransfers(chainId: number, fromIndex: number, to: Address, count: number): Promise<void> {
      const account = privateKeyToAccount(DEV_ACCOUNTS[fromIndex]!.privateKey)
      const wallet = createWalletClient({ account, chain: viem(chainId), transport: transport(chainId) })
      const client = publicClient(chainId)
      let nonce = await client.getTransactionCount({ address: account.address })
      let last: Hex | undefined
      for (let i = 0; i < count; i++) last = await wallet.sendTransaction({ to, value: 1n, nonce: nonce++ })
      if (last) await client.waitForTransactionReceipt({ hash: last })
    },
  }
}

export type LocalChainsControl = ReturnType<typeof localChains>

/** Ether as the account button and the Account view show it: truncated to 3 decimals. */
export function truncatedEther(wei: bigint): string {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${BigInt(whole ?? '0').toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
