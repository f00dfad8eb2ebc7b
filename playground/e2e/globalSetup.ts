import type { TestProject } from 'vitest/node'
import { startApiEmulator } from '../services/api/index.js'
import { startPlaygroundServer } from './support/devServer.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Blockchain API / catalogue emulator, e.g. `http://127.0.0.1:40123`. */
    apiUrl: string
    /** The Vite dev server of the playground pages. */
    playgroundUrl: string
  }
}

/**
 * Starts what every browser test file shares, once per run: the API emulator (catalogue only,
 * no chains: the UI tests use the mock chain) and the playground's dev server.
 */
export default async function setup(project: TestProject) {
  const api = await startApiEmulator({ chains: [] })
  const playground = await startPlaygroundServer()
  project.provide('apiUrl', api.url)
  project.provide('playgroundUrl', playground.url)
  return async () => {
    await playground.close()
    await api.close()
  }
}
