import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Package names resolve to their sources through the `source` export condition, so no package is
// built before its tests run. Node-side tests drop the bundler-only `module` condition: packages such
// as @walletconnect/* publish `module` builds that only a bundler can run.
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  // Global setup files (the e2e services) run in Vitest's own environment: same conditions.
  environments: {
    __vitest__: {
      resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] },
    },
  },
}

const isCI = process.env.CI === 'true'

export default defineConfig({
  ...sourceFirst,
  plugins: [react()],
  test: {
    globals: true,
    maxWorkers: 2,
    // 5 s (the default) is met by every unit test on a quiet machine, but property tests (500 runs)
    // and first lazy imports passed it at a load of 10-30; a hang still fails, three times later.
    testTimeout: 15_000,
    reporters: isCI ? ['default'] : ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'kernel', include: ['kernel/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['ui/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'chains', include: ['chains/*/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'plugins',
          include: ['plugins/*/src/**/*.test.{ts,tsx}', 'playground/custom-plugin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['ui/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'playground',
          include: [
            'playground/architecture/**/*.test.ts',
            'testkit/src/**/*.test.ts',
            'playground/scripts/**/*.test.ts',
            'playground/src/dapp/**/*.test.ts',
            'playground/bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Browser tests: headless Chromium on the playground's pages. One file at a time (each
          // drives a browser; the machines have 2 cores); the services start and the pages are built once.
          name: 'e2e',
          include: ['playground/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's 1 s default fails a correct page on a busy machine (a modal that opens in
          // 1.2 s); Playwright's own waits allow 30 s, and a poll here allows 10.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['playground/e2e/globalSetup.ts'],
        },
      },
    ],
  },
})
