import { z } from 'zod'
import { SOLANA_TEST_MINT } from '../solana/constants'

/** The local Solana cluster the emulator serves balances for, read from its validator. */
export type SolanaBalanceSource = {
  caipNetworkId: string
  read(
    owner: string,
  ): Promise<{ native: bigint; tokens: { mint: string; amount: bigint; decimals: number }[] }>
}

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const rpcAnswer = z.object({ result: z.unknown() })
const balanceResult = z.object({ value: z.number().int().nonnegative() })
const tokenAccountsResult = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int() }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/** Test mint metadata, as the real API knows token names. */
export const SOLANA_TOKEN_INFO: Readonly<Record<string, { name: string; symbol: string }>> = {
  [SOLANA_TEST_MINT.address]: { name: SOLANA_TEST_MINT.name, symbol: SOLANA_TEST_MINT.symbol },
}

/** Reads SOL and SPL balances of an owner from the validator's JSON-RPC (what the real API indexes). */
export function createSolanaBalanceSource({
  rpcUrl,
  caipNetworkId,
}: {
  rpcUrl: string
  caipNetworkId: string
}): SolanaBalanceSource {
  const call = async <T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(5000),
    })
    return schema.parse(rpcAnswer.parse(await response.json()).result)
  }
  return {
    caipNetworkId,
    async read(owner) {
      const [balance, accounts] = await Promise.all([
        call('getBalance', [owner], balanceResult),
        call(
          'getTokenAccountsByOwner',
          [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }],
          tokenAccountsResult,
        ),
      ])
      return {
        native: BigInt(balance.value),
        tokens: accounts.value.map(({ account }) => ({
          mint: account.data.parsed.info.mint,
          amount: BigInt(account.data.parsed.info.tokenAmount.amount),
          decimals: account.data.parsed.info.tokenAmount.decimals,
        })),
      }
    },
  }
}
