import type { PlaygroundChain } from '../../../testkit/src/services/playgroundServices.js'
import { testWalletInitScript as build } from '../../../testkit/src/test-wallet/initScript.js'

/**
 * The two test browser wallets as one classic script for `page.addInitScript`, for pages that are
 * not the playground's (an app built elsewhere): they announce themselves like an extension, on
 * the chains the test wallet knows, and approve every request. The test kit builds it.
 */
export function testWalletInitScript(chains: readonly PlaygroundChain[]): Promise<string> {
  return build(chains.filter((chain) => chain.inTestWallet))
}
