import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinNodeUnavailableReason } from '../../testkit/src/services/bitcoin/index.js'

/**
 * `npm start` for real: the start script in its own process on free ports, run the way
 * `npm start` runs it (`node --import tsx`), stopped the way Ctrl-C stops it.
 *
 * Not through `npx` or the `tsx` command: npm's wrapper answers Ctrl-C by killing itself with
 * SIGINT (its exit status says nothing about the script's) and does not pass a lone SIGINT on;
 * the `tsx` command SIGKILLs its child when the child has not confirmed a signal within 30 ms,
 * which a busy event loop (Vite, anvil seeding) easily misses.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PORT_VARIABLES = [
  'PORTICO_CHAIN_A_PORT',
  'PORTICO_CHAIN_B_PORT',
  'PORTICO_CHAIN_C_PORT',
  'PORTICO_API_PORT',
  'PORTICO_RELAY_PORT',
  'PORTICO_DAPP_PORT',
  'PORTICO_WALLET_PORT',
  'PORTICO_BITCOIN_PORT',
  'PORTICO_ONRAMP_PORT',
  'PORTICO_POLKADOT_PORT',
  'PORTICO_COSMOS_PORT',
] as const
type PortVariable = (typeof PORT_VARIABLES)[number]

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Distinct ports that were free a moment ago (all bound at once, so no two are the same). */
async function freePorts(): Promise<Record<PortVariable, number>> {
  const servers = await Promise.all(PORT_VARIABLES.map(() => listen()))
  const ports = servers.map((server) => (server.address() as { port: number }).port)
  await Promise.all(servers.map(close))
  return Object.fromEntries(PORT_VARIABLES.map((name, index) => [name, ports[index]])) as Record<
    PortVariable,
    number
  >
}

async function isFree(port: number): Promise<boolean> {
  try {
    await close(await listen(port))
    return true
  } catch {
    return false
  }
}

type Started = {
  child: ChildProcess
  output: () => string
  errors: () => string
  exited: Promise<number | null>
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>
}

const children: ChildProcess[] = []

function startScript(ports: Record<PortVariable, number>): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORTICO_RELAY_PERSIST: join(tmpdir(), `portico-relay-${process.pid}.json`),
  }
  for (const name of PORT_VARIABLES) env[name] = String(ports[name])
  // Vitest's own variables would make the script think it runs under vitest.
  delete env.VITEST
  delete env.NODE_OPTIONS
  // Its own process group, so the test can send Ctrl-C's SIGINT to the whole group like a terminal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'playground/scripts/start.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    output: () => stdout,
    errors: () => stderr,
    exited,
    async waitFor(pattern, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs
      while (!pattern.test(stdout)) {
        if (child.exitCode !== null) throw new Error(`start.ts exited early:\n${stdout}\n${stderr}`)
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}:\n${stdout}\n${stderr}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
  }
}

/**
 * Starts the script on ports that were free a moment ago. Another test may take one of them in
 * between (they are picked before the script binds them); then it tries again with new ones.
 */
async function startOnFreePorts(
  attempts = 3,
): Promise<{ ports: Record<PortVariable, number>; started: Started }> {
  for (let attempt = 1; ; attempt++) {
    const ports = await freePorts()
    const started = startScript(ports)
    try {
      await started.waitFor(/Ready\. Press Ctrl-C/)
      return { ports, started }
    } catch (error) {
      if (attempt >= attempts || !/the port is in use/.test(started.errors())) throw error
    }
  }
}

afterEach(() => {
  // A failed test must not leave the script running.
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
})

describe('npm start (playground/scripts/start.ts)', () => {
  it('starts every service with one line each, serves the dapp and stops everything on Ctrl-C', async () => {
    const { ports, started } = await startOnFreePorts()

    const lines = started.output().split('\n')
    const expected = [
      `Anvil chain 31337 (Portico Local A) listening on http://127.0.0.1:${ports.PORTICO_CHAIN_A_PORT}`,
      `Anvil chain 31338 (Portico Local B) listening on http://127.0.0.1:${ports.PORTICO_CHAIN_B_PORT}`,
      `Anvil chain 31339 (Portico Local C, not in the test wallet) listening on http://127.0.0.1:${ports.PORTICO_CHAIN_C_PORT}`,
      `Blockchain API emulator listening on http://127.0.0.1:${ports.PORTICO_API_PORT}`,
      `WalletConnect relay listening on ws://127.0.0.1:${ports.PORTICO_RELAY_PORT}`,
      `Mobile wallet listening on http://127.0.0.1:${ports.PORTICO_WALLET_PORT}`,
      `Demo dapp listening on http://127.0.0.1:${ports.PORTICO_DAPP_PORT}`,
      `Cosmos node (CometBFT RPC + REST emulator) listening on http://127.0.0.1:${ports.PORTICO_COSMOS_PORT}`,
      bitcoinNodeUnavailableReason()
        ? `Bitcoin node not started: ${bitcoinNodeUnavailableReason()}`
        : `Bitcoin node (litecoind regtest) JSON-RPC gateway listening on http://127.0.0.1:${ports.PORTICO_BITCOIN_PORT}`,
    ]
    for (const line of expected) expect(lines).toContain(line)

    const page = await fetch(`http://127.0.0.1:${ports.PORTICO_DAPP_PORT}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Portico playground</title>')
    // The dev server hands the service URLs to the page (Vite serves `define` values in its env module).
    const env = await (await fetch(`http://127.0.0.1:${ports.PORTICO_DAPP_PORT}/@vite/env`)).text()
    expect(env).toContain(`http://127.0.0.1:${ports.PORTICO_API_PORT}`)

    const health = (await (
      await fetch(`http://127.0.0.1:${ports.PORTICO_API_PORT}/__emulator/health`)
    ).json()) as {
      ok: boolean
      chains: { chainId: number }[]
    }
    expect(health.ok).toBe(true)
    expect(health.chains.map((chain) => chain.chainId)).toEqual([31337, 31338, 31339])

    const chainId = await fetch(`http://127.0.0.1:${ports.PORTICO_CHAIN_C_PORT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(((await chainId.json()) as { result: string }).result).toBe('0x7a6b')

    // Ctrl-C in a terminal sends SIGINT to the whole foreground process group.
    process.kill(-started.child.pid!, 'SIGINT')
    expect(await started.exited).toBe(0)
    expect(started.output()).toContain('Every service stopped.')
    for (const name of PORT_VARIABLES)
      expect({ name, free: await isFree(ports[name]) }).toEqual({ name, free: true })
  }, 120_000)

  it('names the variable of a port in use and leaves nothing running', async () => {
    const ports = await freePorts()
    const squatter = await listen(ports.PORTICO_API_PORT)
    try {
      const started = startScript(ports)
      expect(await started.exited).toBe(1)
      expect(started.errors()).toContain(
        `Blockchain API emulator cannot listen on 127.0.0.1:${ports.PORTICO_API_PORT}: the port is in use. Set PORTICO_API_PORT to another port`,
      )
      // The chains and the relay had started before the emulator failed; they are gone again.
      for (const name of PORT_VARIABLES.filter((name) => name !== 'PORTICO_API_PORT'))
        expect({ name, free: await isFree(ports[name]) }).toEqual({ name, free: true })
    } finally {
      await close(squatter)
    }
  }, 120_000)
})
