import type { TestProject } from 'vitest/node'
import { startDevnet } from '../../testkit/src/devnet/startDevnet.js'
import type { PlaygroundServices } from '../../testkit/src/services/playgroundServices.js'
import { startPlaygroundServer } from './support/devServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Blockchain API / catalogue emulator, e.g. `http://127.0.0.1:40123`. */
    apiUrl: string
    /** The Vite dev server of the playground pages. */
    playgroundUrl: string
    /** The WalletConnect relay, e.g. `ws://127.0.0.1:40124`. */
    relayUrl: string
    /** Every local service (chains A, B and C with their RPC URLs, emulator, relay), as the dapp sees them. */
    services: PlaygroundServices
  }
}

/**
 * Starts what every browser test file shares, once per run: the local services on free ports
 * (three anvil chains, the API emulator reading them, the WalletConnect relay) and the
 * playground's dev server, which hands their URLs to the demo dapp. The UI harness tests use only
 * the emulator's catalogue and their mock chain.
 */
export default async function setup(project: TestProject) {
  // Every service on a free port: the test kit's devnet, as an integrator's suite starts it.
  const services = await startDevnet()
  let playground: Awaited<ReturnType<typeof startPlaygroundServer>>
  try {
    playground = await startPlaygroundServer({ services: services.info })
  } catch (error) {
    await services.stop()
    throw error
  }
  project.provide('apiUrl', services.api.url)
  project.provide('playgroundUrl', playground.url)
  project.provide('relayUrl', services.relay.url)
  project.provide('services', services.info)
  return async () => {
    await playground.close()
    await services.stop()
  }
}
