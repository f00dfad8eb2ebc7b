import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type PackedPackage, packAll, REPO_ROOT } from '../../scripts/pack.js'
import { systemProgram } from '../../scripts/provision.js'
import { gzipSize, toKib } from '../../testkit/src/bundle/gzip.js'
import { readBudgets } from '../bench/report/budgets.js'
import { CONSUMER_APP_RESULTS, type ConsumerAppResults } from '../bench/report/consumerApp.js'
import { splitEagerLazy, totalSize } from '../bench/size/buildGraph.js'
import { buildPage } from '../bench/size/buildScenario.js'
import { DEVELOPMENT_CHECK_TEXTS } from '../bench/size/developmentCheckTexts.js'
import { collectPageProblems, launchChromium, newPage } from './support/browser.js'
import { isOutsideRequest, modal, walletRow } from './support/dapp.js'
import { PLAYGROUND_ROOT } from './support/paths.js'
import { testWalletInitScript } from './support/testWalletScript.js'

/**
 * A user's app, outside the workspace: it installs Portico only from the packed tarballs (and React,
 * Vite and TypeScript from the registry), typechecks against the published types, builds for
 * production (client and server), renders on the server and hydrates in Chromium under a strict
 * Content-Security-Policy, then connects the test wallet and signs.
 */

const PACKAGES = [
  '@portico/kernel',
  '@portico/ui',
  '@portico/chain-eip155',
  '@portico/plugin-balances',
  '@portico/plugin-activity',
  '@portico/plugin-send',
  // Composed on the page at `/all` only, to walk every view under the strict CSP.
  '@portico/plugin-names',
  '@portico/plugin-swap',
  '@portico/plugin-onramp',
  '@portico/plugin-email-auth',
  // email-auth's dependency (the one-step sign-in slot's types).
  '@portico/plugin-siwx',
  // The app's own tests (tests/, `npx vitest run`) use the test kit; bip122 is a kit dependency.
  '@portico/testkit',
  '@portico/chain-bip122',
]
/** anvil's dev account 0, the test wallet's first account. */
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function versionOf(name: string): string {
  for (const manifest of [join(REPO_ROOT, 'package.json'), join(PLAYGROUND_ROOT, 'package.json')]) {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'))
    const version = dependencies[name] ?? devDependencies[name]
    if (version) return version
  }
  throw new Error(`no version of ${name} in the workspace`)
}

/**
 * What an app's build and server see in production. Vitest runs with NODE_ENV=test, which a child
 * inherits: Vite then bundles React's development builds (55 KiB gzip more in the entry: the
 * "165 KiB before the first click" of the last session) and react-dom/server renders in
 * development mode. Not for `npm install`, which would leave out the devDependencies.
 */
const PRODUCTION = { NODE_ENV: 'production' }

/** A budget of bench/budgets.json (JS before the first click, gzip KiB). */
function budgetOf(scenario: string): number {
  const max = readBudgets().budgets.find(
    (b) => b.scenario === scenario && b.metric === 'js_before_click_gzip_kib',
  )?.max
  if (typeof max !== 'number') throw new Error(`bench/budgets.json has no budget for ${scenario}`)
  return max
}

function sh(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

function startServer(cwd: string, config: unknown): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd,
    env: { ...process.env, ...PRODUCTION, APP_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the app's server exited with ${code}`)))
    child.stdout.once('data', (data: Buffer) =>
      resolve({ url: JSON.parse(String(data)).url, process: child }),
    )
  })
}

describe('a consumer app installed from the tarballs', () => {
  let directory: string
  let packed: PackedPackage[]
  let server: { url: string; process: ChildProcess }
  let browser: Browser
  let walletScript: string

  // Builds and packs every package it installs (the test kit's build included), installs and builds
  // the app: minutes on a busy machine.
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'portico-consumer-'))
    packed = packAll({ outDir: join(directory, 'tarballs'), packages: PACKAGES })
    cpSync(join(PLAYGROUND_ROOT, 'consumer-app'), join(directory, 'app'), { recursive: true })
    const app = join(directory, 'app')
    const dependencies = Object.fromEntries([
      ...packed.map((p) => [p.name, `file:${p.tarball}`]),
      ...['react', 'react-dom', 'viem'].map((name) => [name, versionOf(name)]),
    ])
    const devDependencies = Object.fromEntries(
      [
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
        // The app's own test suite.
        'vitest',
        'playwright-core',
        '@types/node',
      ].map((name) => [name, versionOf(name)]),
    )
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        { name: 'consumer-app', private: true, type: 'module', dependencies, devDependencies },
        null,
        2,
      ),
    )
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app)
    sh('npx', ['tsc', '-p', '.'], app)
    sh('npx', ['tsc', '-p', 'tests'], app)
    sh('npx', ['vite', 'build', '--outDir', 'dist/client'], app, PRODUCTION)
    sh('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], app, PRODUCTION)
    const services = inject('services')
    server = await startServer(app, {
      apiUrl: services.apiUrl,
      chains: services.chains,
      secureSiteUrl: services.secureSiteUrl,
      onrampUrl: services.onrampUrl,
    })
    walletScript = await testWalletInitScript(services.chains)
    browser = await launchChromium()
  }, 1_800_000)

  afterAll(async () => {
    await browser?.close()
    server?.process.kill()
    if (directory) rmSync(directory, { recursive: true, force: true })
    // Removing the app's node_modules took over two minutes at load 15.
  }, 300_000)

  it('installs nothing of Portico but the tarballs', () => {
    const installed = JSON.parse(
      readFileSync(join(directory, 'app/node_modules/@portico/ui/package.json'), 'utf8'),
    ) as { version: string; exports: Record<string, unknown> }
    expect(installed.exports['.']).toEqual({
      types: './dist/exports/index.d.ts',
      default: './dist/exports/index.js',
    })
    const lock = readFileSync(join(directory, 'app/package-lock.json'), 'utf8')
    for (const { name } of packed)
      expect(lock).toContain(`"node_modules/${name}": {\n      "version": "0.1.0",\n      "resolved": "file:`)
    expect(existsSync(join(directory, 'app/dist/client/index.html'))).toBe(true)
  })

  /** What this run measured, for the bench's report (`npm run bench` prints it). */
  function recordResults(results: Partial<Omit<ConsumerAppResults, 'date'>>): void {
    let previous: Partial<ConsumerAppResults> = {}
    try {
      previous = JSON.parse(readFileSync(CONSUMER_APP_RESULTS, 'utf8'))
    } catch {}
    mkdirSync(join(CONSUMER_APP_RESULTS, '..'), { recursive: true })
    writeFileSync(
      CONSUMER_APP_RESULTS,
      `${JSON.stringify({ ...previous, ...results, date: new Date().toISOString() }, null, 2)}\n`,
    )
  }

  it("builds the playground's composition (a) from the tarballs within the same budget", async () => {
    // connect-evm's page (kernel + ui + eip155, a Connect button) as the bench builds it, but
    // importing the packages the app installed: what a user's build of the same page weighs.
    const pages = join(directory, 'app/bench-pages')
    cpSync(join(PLAYGROUND_ROOT, 'bench/pages/connect-evm'), join(pages, 'connect-evm'), { recursive: true })
    cpSync(join(PLAYGROUND_ROOT, 'bench/pages/mountConnectButton.tsx'), join(pages, 'mountConnectButton.tsx'))
    const build = await buildPage({
      title: 'connect-evm',
      root: join(pages, 'connect-evm'),
      pagesDir: pages,
      outDir: join(pages, 'dist'),
      write: false,
    })
    const { eager } = splitEagerLazy({ ...build, scenario: 'connect-evm' })
    const modules = eager.flatMap((chunk) => chunk.modules.map((module) => module.id))
    // Built from what npm installed, not from the workspace's sources.
    expect(modules.some((id) => id.includes('/app/node_modules/@portico/kernel/dist/'))).toBe(true)
    expect(modules.filter((id) => id.startsWith(REPO_ROOT) && !id.startsWith(directory))).toEqual([])
    // The packed kernel's `production` import condition reaches the app's build: its plugin-list
    // checks are dropped.
    const code = eager.map((chunk) => chunk.code).join('\n')
    expect(DEVELOPMENT_CHECK_TEXTS.kernel.filter((text) => code.includes(text))).toEqual([])
    const gzipKib = toKib(totalSize(eager).gzipBytes)
    console.log(`consumer app, composition (a) from the tarballs: ${gzipKib} KiB gzip before the first click`)
    recordResults({ connectEvm: { gzipKib } })
    expect(gzipKib).toBeLessThanOrEqual(budgetOf('consumer-connect-evm'))
  }, 300_000)

  it("runs the app's own Vitest + Playwright suite on the installed test kit", () => {
    // tests/wallet.test.ts: startDevnet() from the tarball, the injected test wallets and the kit's
    // prompt helpers against this app's production build, and the kit's prebuilt mobile-wallet
    // page; no network.
    const output = sh('npx', ['vitest', 'run'], join(directory, 'app'), {
      CHROME_PATH: systemProgram('chromium'),
      NO_COLOR: '1',
    })
    console.log(output)
    expect(output).toMatch(/Tests\s+2 passed \(2\)/)
  }, 300_000)

  it('renders the page on the server without touching a browser global', async () => {
    const response = await fetch(server.url)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('Connect Wallet')
    const { touched } = (await (await fetch(`${server.url}/__server`)).json()) as { touched: string[] }
    expect(touched).toEqual([])
  })

  async function openApp(path = '/'): Promise<{
    page: Page
    problems: string[]
    outside: string[]
    scripts: Set<string>
    violations: () => Promise<string[]>
  }> {
    const page = await newPage(browser)
    const problems = collectPageProblems(page)
    const outside: string[] = []
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (isOutsideRequest(request.url())) outside.push(request.url())
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.js')) scripts.add(pathname)
    })
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      )
    })
    await page.addInitScript({ content: walletScript })
    await page.goto(new URL(path, server.url).href)
    return {
      page,
      problems,
      outside,
      scripts,
      violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    }
  }

  it('hydrates without warnings, connects the test wallet and signs, with no CSP violation', async () => {
    const { page, problems, outside, violations, scripts } = await openApp()
    // Everything the page loads before the first click: the entry, then the instance after paint.
    await page.waitForFunction(() => document.querySelector('[data-portico]') !== null)
    await page.waitForLoadState('networkidle')
    // Each file gzipped on its own at level 9, as the bench measures the playground's pages.
    const before = [...scripts].map((path) => ({
      path,
      gzip: gzipSize(readFileSync(join(directory, 'app/dist/client', path))),
    }))
    const gzipKib = toKib(before.reduce((sum, file) => sum + file.gzip, 0))
    const report = `consumer app: ${gzipKib} KiB gzip of JS before the first click (${before.length} files)\n${before.map((file) => `  ${file.path}: ${toKib(file.gzip)} KiB`).join('\n')}`
    console.log(`${report}\n${packed.map((p) => `  ${p.name}: ${toKib(p.size)} KiB tarball`).join('\n')}`)
    recordResults({ page: { gzipKib, files: before.length } })
    // More than composition (a): three feature plugins, the account button, the app's own
    // components and two more pages in the build (bench/budgets.json says what it costs).
    expect(gzipKib, report).toBeLessThanOrEqual(budgetOf('consumer-app'))

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    await walletRow(page, 'Portico Test Wallet').click()
    await modal(page).waitFor({ state: 'detached' })
    const account = page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^0xf39F/ })
      .first()
    await account.waitFor()

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByLabel('Signature').textContent()) as Hex
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from a consumer app', signature })).toBe(
      true,
    )

    expect(problems).toEqual([])
    expect(await violations()).toEqual([])
    expect(outside).toEqual([])
  })

  it('keeps two instances on one page apart: own plugins, theme, storage and wallet', async () => {
    const { page, problems, outside, violations } = await openApp('/two')
    const first = page.getByRole('navigation', { name: 'Wallet' })
    const second = page.getByRole('region', { name: 'Second wallet' })
    const background = (scope: typeof first) =>
      scope
        .getByRole('button', { name: 'Connect Wallet' })
        .evaluate((button) => getComputedStyle(button).backgroundColor)
    await second.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Each instance's theme reaches its own buttons only: the second's accent is #b3261e.
    await expect.poll(() => background(second)).toBe('rgb(179, 38, 30)')
    expect(await background(first)).not.toBe('rgb(179, 38, 30)')

    await first.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Test Wallet').click()
    await modal(page).waitFor({ state: 'detached' })
    await first
      .getByRole('button', { name: /^0xf39F/ })
      .first()
      .waitFor()
    // The first connection is the first instance's alone.
    await expect.poll(() => second.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(1)
    expect(await second.getByRole('button', { name: /^0x/ }).count()).toBe(0)

    await second.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Test Wallet Two').click()
    await modal(page).waitFor({ state: 'detached' })
    await second
      .getByRole('button', { name: /^0x7099/ })
      .first()
      .waitFor()
    expect(await first.getByRole('button', { name: /^0xf39F/ }).count()).toBeGreaterThan(0)
    expect(await first.getByRole('button', { name: /^0x7099/ }).count()).toBe(0)

    // Each keeps its session under its own storage prefix.
    const keys = await page.evaluate(() => Object.keys(localStorage))
    expect(keys.some((key) => key.startsWith('second'))).toBe(true)
    expect(keys.some((key) => key.startsWith('consumer'))).toBe(true)

    // After a reload each restores its own connection, silently (the test wallets remember their
    // grants like extensions do), and neither picks up the other's.
    await page.reload()
    await first
      .getByRole('button', { name: /^0xf39F/ })
      .first()
      .waitFor()
    await second
      .getByRole('button', { name: /^0x7099/ })
      .first()
      .waitFor()
    expect(await first.getByRole('button', { name: /^0x7099/ }).count()).toBe(0)
    expect(await second.getByRole('button', { name: /^0xf39F/ }).count()).toBe(0)
    expect(await modal(page).count()).toBe(0)

    expect(problems).toEqual([])
    expect(await violations()).toEqual([])
    expect(outside).toEqual([])
  })

  it('walks every view it can reach offline under the strict CSP: no violation', async () => {
    const services = inject('services')
    const { page, problems, outside, violations } = await openApp('/all')
    const wallet = page.getByRole('navigation', { name: 'Wallet' })
    await wallet.getByRole('button', { name: 'Connect Wallet' }).click()
    await walletRow(page, 'Portico Test Wallet').click()
    await modal(page).waitFor({ state: 'detached' })
    const views = page.getByRole('navigation', { name: 'Views' })
    await views.getByRole('button', { name: 'Open Account' }).waitFor()

    // Each view the app can open, as the app opens it (useModal().open({ view })); the Account
    // view's tabs are its balances (tokens, NFTs) and activity.
    const seen: Record<string, string> = {}
    for (const view of [
      'Account',
      'SwitchNetwork',
      'send/Send',
      'send/Receive',
      'Swap',
      'onramp/Buy',
      'RegisterAccountName',
    ]) {
      await views.getByRole('button', { name: `Open ${view}` }).click()
      const dialog = modal(page)
      await dialog.waitFor()
      // The view's own content, not only the frame: its first heading or control is there.
      await dialog.getByRole('heading').first().waitFor()
      seen[view] =
        (await dialog.getAttribute('aria-label')) ??
        (await dialog.getByRole('heading').first().textContent()) ??
        ''
      if (view === 'Account') {
        for (const tab of await dialog.getByRole('tab').all()) {
          await tab.click()
          await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
        }
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await violations(), view).toEqual([])
    }
    console.log(`consumer app /all: views walked under the strict CSP: ${JSON.stringify(seen)}`)

    // The embedded wallet: e-mail login through the secure site's frame, on its own origin.
    await views.getByRole('button', { name: 'Disconnect' }).click()
    await wallet.getByRole('button', { name: 'Connect Wallet' }).click()
    const email = `consumer-${Date.now().toString(36)}@example.com`
    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('textbox', { name: 'Email' }).fill(email)
    await connect.getByRole('button', { name: 'Continue' }).click()
    const login = modal(page, 'Email login')
    await login.getByRole('textbox', { name: 'Code' }).waitFor()
    let code: string | undefined
    await expect
      .poll(
        async () => {
          const mails = (await (
            await fetch(`${services.secureSiteUrl}/inbox?to=${encodeURIComponent(email)}`)
          ).json()) as { kind: string; code?: string }[]
          code = mails.filter((mail) => mail.kind === 'login-code').at(-1)?.code
          return code
        },
        { timeout: 30_000 },
      )
      .toBeTruthy()
    await login.getByRole('textbox', { name: 'Code' }).fill(code as string)
    await login.getByRole('button', { name: 'Verify' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await views.getByRole('button', { name: 'Open Account' }).click()
    await modal(page, 'Account').getByText(email).first().waitFor()
    await page.keyboard.press('Escape')

    expect(problems).toEqual([])
    expect(await violations()).toEqual([])
    expect(outside).toEqual([])
  })
})
