import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  type Hash,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import artifacts from './artifacts.json' with { type: 'json' }
import { type LocalChainInfo, PTT_TOKEN } from './constants'
import { viemChain } from './seed'
import {
  SWAP_LIQUIDITY_ACCOUNT,
  SWAP_LIQUIDITY_GAS_ETHER,
  SWAP_POOL_ADDRESS,
  SWAP_POOL_RESERVES,
  USDC_TOKEN,
} from './swapConstants'

export const usdcAbi = artifacts.contracts.PorticoTestUsdc.abi as Abi
export const swapPoolAbi = artifacts.contracts.PorticoSwapPool.abi as Abi
const usdcBytecode = artifacts.contracts.PorticoTestUsdc.bytecode as `0x${string}`
const poolBytecode = artifacts.contracts.PorticoSwapPool.bytecode as `0x${string}`

/** PorticoTestToken's storage slots (solc layout: totalSupply, then balanceOf). */
const PTT_TOTAL_SUPPLY_SLOT = 0n
const PTT_BALANCE_OF_SLOT = 1n

/**
 * Deploys the test USDC and the swap pool from the liquidity account and fills the pool:
 * ETH with anvil_setBalance, USDC by a real mint, PTT by writing its balance and total supply
 * (PTT's minter is dev account 0, whose transaction history other tests list exactly).
 */
export async function seedSwapPool(chain: LocalChainInfo): Promise<void> {
  const viem = viemChain(chain)
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const testClient = createTestClient({ mode: 'anvil', transport })
  const publicClient = createPublicClient({ chain: viem, transport, pollingInterval: 20 })
  const account = privateKeyToAccount(SWAP_LIQUIDITY_ACCOUNT.privateKey)
  const wallet = createWalletClient({ chain: viem, transport, account })

  await testClient.setBalance({
    address: account.address,
    value: parseEther(String(SWAP_LIQUIDITY_GAS_ETHER)),
  })
  const fees = await publicClient.estimateFeesPerGas()
  let nonce = await publicClient.getTransactionCount({ address: account.address })
  if (nonce !== 0)
    throw new Error(`The swap liquidity account on chain ${chain.chainId} already sent transactions`)
  const common = () => ({
    nonce: nonce++,
    maxFeePerGas: fees.maxFeePerGas * 2n,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  const hashes: Hash[] = [
    await wallet.deployContract({ abi: usdcAbi, bytecode: usdcBytecode, gas: 2_000_000n, ...common() }),
    await wallet.deployContract({
      abi: swapPoolAbi,
      bytecode: poolBytecode,
      args: [[PTT_TOKEN.address, USDC_TOKEN.address]],
      gas: 2_000_000n,
      ...common(),
    }),
    await wallet.writeContract({
      address: USDC_TOKEN.address,
      abi: usdcAbi,
      functionName: 'mint',
      args: [SWAP_POOL_ADDRESS, parseUnits(String(SWAP_POOL_RESERVES.USDC), USDC_TOKEN.decimals)],
      gas: 200_000n,
      ...common(),
    }),
  ]
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  if (receipts.some((receipt) => receipt.status !== 'success'))
    throw new Error(`Seeding the swap pool on chain ${chain.chainId} failed`)
  const [usdcReceipt, poolReceipt] = receipts
  if (
    usdcReceipt?.contractAddress?.toLowerCase() !== USDC_TOKEN.address.toLowerCase() ||
    poolReceipt?.contractAddress?.toLowerCase() !== SWAP_POOL_ADDRESS.toLowerCase()
  )
    throw new Error(`The swap contracts on chain ${chain.chainId} landed at unexpected addresses`)

  await testClient.setBalance({
    address: SWAP_POOL_ADDRESS,
    value: parseEther(String(SWAP_POOL_RESERVES.ETH)),
  })
  const ptt = parseUnits(String(SWAP_POOL_RESERVES.PTT), PTT_TOKEN.decimals)
  const balanceSlot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [SWAP_POOL_ADDRESS, PTT_BALANCE_OF_SLOT]),
  )
  const supply = BigInt(
    (await publicClient.getStorageAt({
      address: PTT_TOKEN.address,
      slot: numberToHex(PTT_TOTAL_SUPPLY_SLOT),
    })) ?? '0x0',
  )
  await testClient.setStorageAt({
    address: PTT_TOKEN.address,
    index: balanceSlot,
    value: toHex(ptt, { size: 32 }),
  })
  await testClient.setStorageAt({
    address: PTT_TOKEN.address,
    index: numberToHex(PTT_TOTAL_SUPPLY_SLOT, { size: 32 }),
    value: toHex(supply + ptt, { size: 32 }),
  })
}
