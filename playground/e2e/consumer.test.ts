import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type PackedPackage, packAll, REPO_ROOT } from '../../scripts/pack.js'
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

function sh(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

function startServer(cwd: string, config: unknown): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd,
    env: { ...process.env, APP_CONFIG: JSON.stringify(config) },
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
      ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map((name) => [
        name,
        versionOf(name),
      ]),
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
    sh('npx', ['vite', 'build', '--outDir', 'dist/client'], app)
    sh('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'], app)
    const services = inject('services')
    server = await startServer(app, { apiUrl: services.apiUrl, chains: services.chains })
    walletScript = await testWalletInitScript(services.chains)
    browser = await launchChromium()
  }, 900_000)

  afterAll(async () => {
    await browser?.close()
    server?.process.kill()
    if (directory) rmSync(directory, { recursive: true, force: true })
  })

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

  it('renders the page on the server without touching a browser global', async () => {
    const response = await fetch(server.url)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('Connect Wallet')
    const { touched } = (await (await fetch(`${server.url}/__server`)).json()) as { touched: string[] }
    expect(touched).toEqual([])
  })

  async function openApp(): Promise<{
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
    await page.goto(server.url)
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
    const before = [...scripts]
    const gzipped = before.reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(directory, 'app/dist/client', path))).length,
      0,
    )
    console.log(
      `consumer app: ${(gzipped / 1024).toFixed(1)} KiB gzip of JS before the first click (${before.length} files)\n` +
        packed.map((p) => `  ${p.name}: ${(p.size / 1024).toFixed(1)} KiB tarball`).join('\n'),
    )
    // Reported, not yet held to the playground's 95 KiB budget: this app composes balances,
    // activity and send besides kernel + ui + eip155 and measured 164.9 KiB (notes/issue-22.md).
    expect(gzipped).toBeGreaterThan(0)

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
})
