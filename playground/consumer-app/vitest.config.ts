import { defineConfig } from 'vitest/config'

// The app's own tests: a production build served by server.mjs, the local services from
// @portico/testkit's startDevnet, Chromium driven by Playwright (playwright-core).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
