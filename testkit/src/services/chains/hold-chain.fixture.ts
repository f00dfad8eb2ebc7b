/**
 * Test helper process: starts one local chain on a free port, prints its RPC URL and then idles until it
 * is killed. `chains.test.ts` SIGKILLs it to prove that anvil does not outlive its parent.
 */
import { startLocalChains } from './index'

const local = await startLocalChains({ chains: [{ chainId: 31340, port: 0 }], accounts: 1 })
console.log(`RPC ${local.chains[0]!.rpcUrl}`)
setInterval(() => undefined, 60_000)
