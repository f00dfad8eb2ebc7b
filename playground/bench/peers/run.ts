/**
 * `npm run bench:peers`: the same scenario (a Connect button for Ethereum and Base whose click
 * opens the wallet list, one EIP-6963 wallet injected at document start) built with the React
 * floor, Portico (connect-evm) and each peer (RainbowKit, ConnectKit, AppKit at their current
 * versions, installed into bench/.peers on first use), served on 127.0.0.1 and measured round by
 * round in one headless Chromium, at full speed and under 4x CPU throttling. Portico is checked
 * against the best peer of the same run (`peers` in bench/budgets.json); writes
 * bench/peers-results.json and prints the README's table.
 *
 *   npm run bench:peers                 BENCH_RUNS (default 15) rounds
 *   npm run bench:peers -- --runs 5     fewer (a quick look)
 */
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { ClickMode } from '../browser/clickModes.js'
import { type MeasureRunOptions, PORTICO_SELECTORS } from '../browser/measureRun.js'
import { type BenchCase, runBrowserBench } from '../browser/runBrowserBench.js'
import { startStaticServer } from '../browser/staticServer.js'
import { browserResults, hostsOf, splitCaseId } from '../report/browserResults.js'
import { BUILD_DIR } from '../scenarios.js'
import { buildPage, buildScenario } from '../size/buildScenario.js'
import { preparePeer } from './install.js'
import { PEER_PAGES } from './peerPages.js'
import { checkPeerBudgets, markdownTable, PORTICO_PAGE, peersTable, writePeerResults } from './peerReport.js'

const DEFAULT_RUNS = 15
/** DevTools' CPU throttling factor of the slow rounds (issue 24: "under 4x CPU"). */
const SLOWDOWN = 4
/**
 * The realistic clicks, measured beside the worst case for every page: the floor's figures say what
 * the machine itself needs for a click (Portico's budget there is an absolute 30 ms), the peers'
 * whether their pages gain from the pointer's lead as Portico's does.
 */
const REALISTIC: readonly ClickMode[] = ['hover', 'touch', 'keyboard']

const { values: args } = parseArgs({ options: { runs: { type: 'string' } } })
const runs = Number(args.runs ?? process.env.BENCH_RUNS ?? DEFAULT_RUNS)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`Runs must be a positive integer, got ${runs}`)

const started = Date.now()
const loadAtStart = loadavg()
const versions: Record<string, Record<string, string>> = {}
const pages: { id: string; name: string; selectors: MeasureRunOptions['selectors']; peer: boolean }[] = [
  { id: 'floor', name: 'React floor', selectors: PORTICO_SELECTORS, peer: false },
  { id: PORTICO_PAGE, name: 'Portico', selectors: PORTICO_SELECTORS, peer: false },
]
await buildScenario('floor')
await buildScenario(PORTICO_PAGE)
for (const peer of PEER_PAGES) {
  const { root, versions: installed } = preparePeer(peer.id, peer.packages)
  versions[peer.name] = installed
  await buildPage({ title: peer.id, root, pagesDir: root, outDir: join(BUILD_DIR, peer.id), write: true })
  pages.push({ id: peer.id, name: peer.name, selectors: peer.selectors, peer: true })
  console.log(
    `built ${peer.id} (${Object.entries(installed)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')})`,
  )
}

const cases: BenchCase[] = []
const server = await startStaticServer(BUILD_DIR)
for (const page of pages) {
  const options = { selectors: page.selectors, pageErrors: page.peer ? 'note' : 'fail' } as const
  const url = `${server.url}/${page.id}/`
  cases.push({ id: page.id, url, options })
  cases.push({ id: `${page.id}@cpu${SLOWDOWN}x`, url, options: { ...options, cpuSlowdown: SLOWDOWN } })
  for (const click of REALISTIC)
    cases.push({ id: `${page.id}@${click}`, url, options: { ...options, click } })
}

let measurements: Awaited<ReturnType<typeof runBrowserBench>>
try {
  measurements = await runBrowserBench({
    cases,
    runs,
    rotate: true,
    onRun: (id, round, run) =>
      console.log(
        `run ${round + 1}/${runs} ${id.padEnd(18)} button ${run.navToButtonMs.toFixed(0)} ms, ` +
          `list ${run.clickToListVisibleMs.toFixed(0)} ms, ${(run.jsBeforeClickGzipBytes / 1024).toFixed(1)} KiB` +
          (run.pageErrors.length ? `, page errors: ${run.pageErrors.length}` : ''),
      ),
  })
} finally {
  await server.close()
}

const results = browserResults(measurements)
const hosts = Object.fromEntries(
  pages.map((page) => [
    page.id,
    hostsOf((measurements.get(page.id) ?? []).flatMap((run) => run.outsideRequestsBeforeClick)),
  ]),
)
const pageErrors = Object.fromEntries(
  [...measurements]
    .filter(([, runs]) => runs.some((run) => run.pageErrors.length))
    .map(([id, runs]) => [id, [...new Set(runs.flatMap((run) => run.pageErrors))]]),
)
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGib: Math.round(totalmem() / 2 ** 30),
  loadAverageAtStart: loadAtStart.map((value) => Math.round(value * 10) / 10),
  loadAverageAtEnd: loadavg().map((value) => Math.round(value * 10) / 10),
}
const peerIds = PEER_PAGES.map((peer) => peer.id)
const verdicts = checkPeerBudgets(results, peerIds)
const names = Object.fromEntries(pages.map((page) => [page.id, page.name]))

console.log(`\nPortico beside its peers (median of ${runs} rounds, interleaved)\n`)
console.log(
  `Machine: ${machine.cpu}, ${machine.cores} cores; load average ${machine.loadAverageAtStart.join(' ')} at the start, ${machine.loadAverageAtEnd.join(' ')} at the end`,
)
for (const [name, installed] of Object.entries(versions))
  console.log(
    `${name}: ${Object.entries(installed)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')}`,
  )
console.log(
  `\n${peersTable(
    results,
    pages.map((page) => page.id),
    names,
  )}`,
)
console.log(
  '\nHosts contacted before the click (every request to them failed: the browser resolves only 127.0.0.1):',
)
for (const page of pages) console.log(`  ${page.name}: ${hosts[page.id]?.join(', ') || 'none'}`)
for (const [id, errors] of Object.entries(pageErrors)) {
  const { page, variant } = splitCaseId(id)
  console.log(
    `  ${names[page] ?? page}${variant ? ` (${variant})` : ''} threw: ${errors.slice(0, 3).join(' | ')}`,
  )
}
console.log('\nPortico against the best peer of this run (bench/budgets.json, `peers`):\n')
for (const verdict of verdicts) console.log(`  ${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.description}`)
const file = writePeerResults({
  date: new Date().toISOString(),
  runs,
  machine,
  versions,
  hosts,
  pageErrors,
  results,
  verdicts,
})
console.log(
  `\nWrote ${file}\n\nFor bench/README.md:\n\n${markdownTable(
    results,
    pages.map((page) => page.id),
    names,
  )}`,
)
const failed = verdicts.filter((verdict) => !verdict.pass)
console.log(failed.length ? `\n${failed.length} budget(s) FAILED.` : `\nAll ${verdicts.length} budgets pass.`)
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
process.exitCode = failed.length ? 1 : 0
