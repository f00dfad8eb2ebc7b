// Guards issue 4's first budget in `npm test`: composition (a) (kernel + ui + eip155, a Connect
// button for Ethereum and Base) loads at most 95 KiB gzip of JavaScript before the first click.
// Read from the production build's graph (entry chunk and its static imports), no browser.
import { describe, expect, it } from 'vitest'
import { toKib } from '../../testkit/src/bundle/gzip.js'
import { readBudgets } from './report/budgets.js'
import { packageTable } from './report/packageTable.js'
import { splitEagerLazy, totalSize } from './size/buildGraph.js'
import { buildScenario } from './size/buildScenario.js'

const budget = readBudgets().budgets.find(
  (b) => b.scenario === 'connect-evm' && b.metric === 'js_before_click_gzip_kib',
)?.max

describe('size budget', () => {
  it('connect-evm loads at most the budgeted JS (gzip) before the first click', async () => {
    expect(budget).toBeTypeOf('number')
    const build = await buildScenario('connect-evm', { write: false })
    const { eager } = splitEagerLazy(build)
    const gzipKib = toKib(totalSize(eager).gzipBytes)
    console.info(`connect-evm: ${gzipKib} KiB gzip before the click`)
    // On failure the message carries the per-package split: what to make lazy first.
    expect(gzipKib, `before the click: ${gzipKib} KiB gzip\n${packageTable([build])}`).toBeLessThanOrEqual(
      budget as number,
    )
  }, 60_000)

  it('connect-multi (EVM, Solana, Bitcoin, WalletConnect) loads only registrations before the first click', async () => {
    const multiBudget = readBudgets().budgets.find(
      (b) => b.scenario === 'connect-multi' && b.metric === 'js_before_click_gzip_kib',
    )?.max
    expect(multiBudget).toBeTypeOf('number')
    const build = await buildScenario('connect-multi', { write: false })
    const { eager } = splitEagerLazy(build)
    const gzipKib = toKib(totalSize(eager).gzipBytes)
    console.info(`connect-multi: ${gzipKib} KiB gzip before the click`)
    const libraries = eager
      .flatMap((chunk) => chunk.modules.map((m) => m.id))
      .filter((id) => /node_modules\/(viem|@solana\/web3\.js|bitcoinjs-lib|@walletconnect|@reown)\//.test(id))
    expect(libraries).toEqual([])
    expect(gzipKib, `before the click: ${gzipKib} KiB gzip\n${packageTable([build])}`).toBeLessThanOrEqual(
      multiBudget as number,
    )
  }, 60_000)
})
