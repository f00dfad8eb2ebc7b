import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import type { PlaygroundServices } from '../testkit/src/services/playgroundServices.js'

/**
 * How the dev server tells the demo dapp where the local services listen: Vite replaces the
 * `__PORTICO_SERVICES__` constant with their URLs when it serves the page (ports may differ per
 * run: tests use free ports). Without services (`null`, e.g. a production build) the dapp falls
 * back to the default ports.
 *
 * `startPlaygroundServer` (e2e/support/devServer.ts) adds this plugin; `npm start` and the
 * browser tests both start the dapp through it, so both inject the URLs the same way.
 */
export function porticoServices(services: PlaygroundServices | null): Plugin {
  return {
    name: 'portico-services',
    config: () => ({ define: { __PORTICO_SERVICES__: JSON.stringify(services) } }),
  }
}

/** For `vite build` / `vite` run by hand in `playground/`: sources first, default service ports. */
export default defineConfig({
  plugins: [react(), porticoServices(null)],
  resolve: { conditions: ['source', ...defaultClientConditions] },
})
