import { jsonRpc } from '../aa/jsonRpc.js'
import type { SecureSiteChain } from './eip155.js'

/** Gives an address `wei` on every local chain (anvil_setBalance), so a new playground user can send at once. */
export async function fundOnChains(
  chains: readonly SecureSiteChain[],
  address: string,
  wei: bigint,
): Promise<void> {
  await Promise.all(
    chains.map(({ rpcUrl }) =>
      jsonRpc(rpcUrl, 'anvil_setBalance', [address, `0x${wei.toString(16)}`]).catch((error: unknown) => {
        throw new Error(`anvil_setBalance failed on ${rpcUrl}: ${(error as Error).message}`)
      }),
    ),
  )
}

/** Gives a Solana address `lamports` on the local validator (requestAirdrop). */
export async function fundOnSolana(rpcUrl: string, address: string, lamports: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [address, Number(lamports)],
    }),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (body.error) throw new Error(`requestAirdrop failed on ${rpcUrl}: ${body.error.message}`)
}
