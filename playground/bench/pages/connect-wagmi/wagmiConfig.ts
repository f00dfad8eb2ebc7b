// The app's own wagmi config, as a wagmi quick start writes it: Ethereum and Base over http.
import { http } from 'viem'
import { base, mainnet } from 'viem/chains'
import { createConfig } from 'wagmi'

export const config = createConfig({
  chains: [mainnet, base],
  transports: { [mainnet.id]: http(), [base.id]: http() },
  // Portico discovers the EIP-6963 wallets.
  multiInjectedProviderDiscovery: false,
})
