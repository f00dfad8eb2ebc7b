import { defineNetwork, type Network, type Portico } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import { type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'

export type SiwxServices = {
  local: LocalChains
  api: ApiEmulator
  network: Network
  /** A fresh kernel on the local chain with every hosted service on the emulator. */
  portico(): Portico
  stop(): Promise<void>
}

/** One anvil chain (31337) and the API emulator on free ports; start once per file. */
export async function startSiwxServices(): Promise<SiwxServices> {
  const local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  let api: ApiEmulator
  try {
    api = await startApiEmulator({ chains: local.chains })
  } catch (error) {
    await local.stop()
    throw error
  }
  const chain = local.chains[0]!
  const network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  return {
    local,
    api,
    network,
    portico: () =>
      createTestPortico({
        networks: [network],
        projectId: 'siwx-tests',
        api: { blockchainApi: api.url, catalogApi: api.url, analytics: api.url },
      }),
    async stop() {
      await api.close()
      await local.stop()
    },
  }
}
