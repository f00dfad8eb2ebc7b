import { parseEther } from 'viem'
import type { SecureSiteChain } from './eip155.js'
import { fundOnChains, fundOnSolana } from './faucet.js'
import { type SecureSite, startSecureSite } from './server.js'
import type { SecureSiteSolana } from './solana.js'

/** What a new playground user gets on every local chain, so the demo can send at once. */
export const PLAYGROUND_FAUCET_WEI = parseEther('100')
/** What a new playground user gets on the local Solana validator (10 SOL). */
export const PLAYGROUND_FAUCET_LAMPORTS = 10_000_000_000n

/** The secure site as `npm start` and the browser tests run it: local chains, a faucet for new users. */
export function startPlaygroundSecureSite(options: {
  port: number
  portEnvVar: string
  chains: readonly SecureSiteChain[]
  solana?: SecureSiteSolana | undefined
  statePath?: string | undefined
}): Promise<SecureSite> {
  const { solana } = options
  return startSecureSite({
    port: options.port,
    portEnvVar: options.portEnvVar,
    chains: options.chains,
    solana,
    ...(options.statePath ? { statePath: options.statePath } : {}),
    onUserCreated: async (address, solanaAddress) => {
      await Promise.all([
        fundOnChains(options.chains, address, PLAYGROUND_FAUCET_WEI),
        solana ? fundOnSolana(solana.rpcUrl, solanaAddress, PLAYGROUND_FAUCET_LAMPORTS) : undefined,
      ])
    },
  })
}
