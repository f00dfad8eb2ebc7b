import type { NativeBalance, Network, TokenHolding } from '@portico/kernel'
import { createRpc, rpcUrlOf, schemas } from '../rpc/jsonRpc.js'
import type { SolanaOptions } from '../types.js'
import { formatUnits } from '../units.js'

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** SOL balance of an address, from the network's RPC node. */
export async function getNativeBalance(
  options: SolanaOptions,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const rpc = createRpc(rpcUrlOf(network, options))
  const { value } = await rpc('getBalance', [address, { commitment: 'confirmed' }], schemas.balance)
  const { decimals, symbol } = network.nativeCurrency
  return { value: BigInt(value), decimals, formatted: formatUnits(BigInt(value), decimals), symbol }
}

/**
 * SPL token balances of an owner (token program accounts, one holding per mint, summed), named by
 * the app's `tokens` list when it lists the mint.
 */
export async function getTokenHoldings(
  options: SolanaOptions,
  { address, network }: { address: string; network: Network },
): Promise<TokenHolding[]> {
  const rpc = createRpc(rpcUrlOf(network, options))
  const { value } = await rpc(
    'getTokenAccountsByOwner',
    [address, { programId: TOKEN_PROGRAM_ID }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    schemas.tokenAccounts,
  )
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of value) {
    const { mint, tokenAmount } = account.data.parsed.info
    const entry = byMint.get(mint) ?? { amount: 0n, decimals: tokenAmount.decimals }
    entry.amount += BigInt(tokenAmount.amount)
    byMint.set(mint, entry)
  }
  const known = options.tokens?.[network.caipNetworkId] ?? []
  return [...byMint].map(([mint, { amount, decimals }]) => {
    const token = known.find((t) => t.mint === mint)
    return {
      address: mint,
      decimals,
      value: amount,
      formatted: formatUnits(amount, decimals),
      symbol: token?.symbol ?? mint.slice(0, 4),
      name: token?.name ?? token?.symbol ?? `Token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
      ...(token?.iconUrl ? { iconUrl: token.iconUrl } : {}),
    }
  })
}
