import { createApprovalPrompt, installTestWallets } from '../../test-wallet/index.js'
import type { PlaygroundServices } from './services.js'

export type DevWallets = ReturnType<typeof installTestWallets>

/**
 * Installs the two test browser wallets ('Portico Test Wallet' and 'Portico Test Wallet Two') with
 * their approve / reject prompt. They know only the chains marked `inTestWallet`, so the dapp's
 * third chain must be added through `wallet_addEthereumChain`. Grants survive reloads
 * (localStorage), as with a real extension. Loaded in development only (see main.tsx).
 */
export function installDevWallets(services: PlaygroundServices): DevWallets {
  const prompt = createApprovalPrompt(document)
  return installTestWallets(window, {
    chains: services.chains.filter((chain) => chain.inTestWallet),
    approve: prompt.approve,
    storage: localStorage,
  })
}
