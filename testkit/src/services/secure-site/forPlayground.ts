import { parseEther } from 'viem'
import type { SecureSiteChain } from './eip155.js'
import { fundOnChains } from './faucet.js'
import { type SecureSite, startSecureSite } from './server.js'

/** What a new playground user gets on every local chain, so the demo can send at once. */
export const PLAYGROUND_FAUCET_WEI = parseEther('100')

/** The secure site as `npm start` and the browser tests run it: local chains, a faucet for new users. */
export function startPlaygroundSecureSite(options: {
  port: number
  portEnvVar: string
  chains: readonly SecureSiteChain[]
  statePath?: string | undefined
}): Promise<SecureSite> {
  return startSecureSite({
    port: options.port,
    portEnvVar: options.portEnvVar,
    chains: options.chains,
    ...(options.statePath ? { statePath: options.statePath } : {}),
    onUserCreated: (address) => fundOnChains(options.chains, address, PLAYGROUND_FAUCET_WEI),
  })
}
