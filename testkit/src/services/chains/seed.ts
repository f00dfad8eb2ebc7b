import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifacts from './artifacts.json' with { type: 'json' }
import { type DevAccount, type LocalChainInfo, PNFT_COLLECTION, PTT_TOKEN, SEED } from './constants'

export const tokenAbi = artifacts.contracts.PorticoTestToken.abi as Abi
export const nftAbi = artifacts.contracts.PorticoTestNft.abi as Abi
export const tokenBytecode = artifacts.contracts.PorticoTestToken.bytecode as `0x${string}`
export const nftBytecode = artifacts.contracts.PorticoTestNft.bytecode as `0x${string}`

/** A viem chain for a running local chain (handy for wallet clients in tests and scripts). */
export function viemChain(
  chain: Pick<LocalChainInfo, 'chainId' | 'name' | 'rpcUrl' | 'nativeCurrency'>,
): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}

/**
 * Deploys PorticoTestToken (nonce 0) and PorticoTestNft (nonce 1) from dev account 0, then mints the
 * seed balances of `SEED`. With automine every transaction is mined when it is sent, so this sends them
 * one after another with explicit nonces and checks all receipts at the end.
 */
export async function seedChain(chain: LocalChainInfo, accounts: readonly DevAccount[]): Promise<void> {
  const deployer = accounts[0]
  if (!deployer) throw new Error('seedChain needs at least one dev account')
  const viem = viemChain(chain)
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain: viem, transport, pollingInterval: 20 })
  const wallet = createWalletClient({
    chain: viem,
    transport,
    account: privateKeyToAccount(deployer.privateKey),
  })

  const startNonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (startNonce !== 0) {
    throw new Error(`Dev account 0 on chain ${chain.chainId} already sent ${startNonce} transactions`)
  }
  // Fixed gas limits avoid an estimate round trip per transaction; fees come from the node once.
  const fees = await publicClient.estimateFeesPerGas()
  let nonce = 0
  const common = () => ({
    nonce: nonce++,
    maxFeePerGas: fees.maxFeePerGas * 2n,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  const hashes: Hash[] = []
  hashes.push(
    await wallet.deployContract({ abi: tokenAbi, bytecode: tokenBytecode, gas: 3_000_000n, ...common() }),
  )
  hashes.push(
    await wallet.deployContract({ abi: nftAbi, bytecode: nftBytecode, gas: 3_000_000n, ...common() }),
  )
  for (const [index, whole] of Object.entries(SEED.pttBalances)) {
    const to = accounts[Number(index)]?.address
    if (!to) continue
    hashes.push(
      await wallet.writeContract({
        address: PTT_TOKEN.address,
        abi: tokenAbi,
        functionName: 'mint',
        args: [to, parseUnits(String(whole), PTT_TOKEN.decimals)],
        gas: 200_000n,
        ...common(),
      }),
    )
  }
  const nftRecipients: Address[] = []
  for (const [index, ids] of Object.entries(SEED.nftOwners)) {
    const to = accounts[Number(index)]?.address
    if (to) for (const _ of ids) nftRecipients.push(to)
  }
  for (const to of nftRecipients) {
    hashes.push(
      await wallet.writeContract({
        address: PNFT_COLLECTION.address,
        abi: nftAbi,
        functionName: 'mint',
        args: [to],
        gas: 200_000n,
        ...common(),
      }),
    )
  }

  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed)
    throw new Error(`Seeding chain ${chain.chainId} failed in transaction ${failed.transactionHash}`)
  const [tokenReceipt, nftReceipt] = receipts
  if (
    tokenReceipt?.contractAddress?.toLowerCase() !== PTT_TOKEN.address.toLowerCase() ||
    nftReceipt?.contractAddress?.toLowerCase() !== PNFT_COLLECTION.address.toLowerCase()
  ) {
    throw new Error(`Contracts on chain ${chain.chainId} landed at unexpected addresses`)
  }
}
