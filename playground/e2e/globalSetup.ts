import type { TestProject } from 'vitest/node'
import { startDevnet } from '../../testkit/src/devnet/startDevnet.js'
import type { PlaygroundServices } from '../../testkit/src/services/playgroundServices.js'
import { startPlaygroundBuild } from './support/playgroundBuild.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Blockchain API / catalogue emulator, e.g. `http://127.0.0.1:40123`. */
    apiUrl: string
    /** The playground pages, built once for this run with the services' URLs. */
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
 * playground's pages, built with their URLs for the demo dapp. The UI harness tests use only
 * the emulator's catalogue and their mock chain. The pages are built (a development build) rather
 * served by Vite's dev server: a fresh context then loads some 40 files instead of 250 modules.
 */
export default async function setup(project: TestProject) {
  // Every service on a free port: the test kit's devnet, as an integrator's suite starts it.
  const services = await startDevnet()
  let playground: Awaited<ReturnType<typeof startPlaygroundBuild>>
  try {
    playground = await startPlaygroundBuild({ services: services.info })
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
