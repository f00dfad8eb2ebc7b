import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { expect, it } from 'vitest'
import { BITCOIN_DEV_KEYS } from '../../../testkit/src/services/bitcoin/constants.js'
import { DEV_ACCOUNTS } from '../../../testkit/src/services/chains/constants.js'
import { COSMOS_DEV_ACCOUNTS } from '../../../testkit/src/services/cosmos/constants.js'
import { KEPLR_TEST_WALLET_NAME } from '../../../testkit/src/test-wallet/cosmos/KeplrTestWallet.js'
import { POLKADOT_TEST_WALLET_NAME } from '../../../testkit/src/test-wallet/polkadot/PolkadotTestWallet.js'

const PLAYGROUND_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Every JavaScript chunk of a production build of the demo dapp (`vite.config.ts`, nothing written). */
async function productionChunks(): Promise<Rollup.OutputChunk[]> {
  // Vitest sets NODE_ENV=test, which Vite would take for a development build (DEV true).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    root: PLAYGROUND_ROOT,
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    mode: 'production',
    logLevel: 'silent',
    build: {
      write: false,
      rollupOptions: { input: fileURLToPath(new URL('../../index.html', import.meta.url)) },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  return outputs.flatMap((output) => output.output.filter((item) => item.type === 'chunk'))
}

// The test wallets sign with publicly known keys: a production build must not contain them.
it('leaves the test wallets out of a production build of the dapp', async () => {
  const chunks = await productionChunks()
  const code = chunks.map((chunk) => chunk.code).join('\n')
  expect(code).toContain('Portico playground')
  for (const marker of [
    DEV_ACCOUNTS[0]!.privateKey.slice(2),
    'dev.portico.testwallet',
    'test-wallet-approve',
    'Portico Test Wallet',
    BITCOIN_DEV_KEYS[0]!.payment,
    'Portico Test Bitcoin Wallet',
    COSMOS_DEV_ACCOUNTS[0]!.privateKey,
    KEPLR_TEST_WALLET_NAME,
    POLKADOT_TEST_WALLET_NAME,
  ]) {
    expect({ marker, found: code.includes(marker) }).toEqual({ marker, found: false })
  }
}, 60_000)
