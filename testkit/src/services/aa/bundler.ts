import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { dirname, join } from 'node:path'
import { type Address, createPublicClient, type Hex, http, pad } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { LOCAL_HOST, listenLocal } from '../net.js'
import { create2 } from './contracts.js'
import { jsonRpc } from './jsonRpc.js'

export const BUNDLER_NAME = 'ERC-4337 bundler (Alto)'

export type BundlerChain = { chainId: number; rpcUrl: string; entryPoint: Address }

/**
 * Alto, Pimlico's published ERC-4337 bundler (`@pimlico/alto`, GPL-3.0: run as a program of its own,
 * never imported), is a devDependency of this repository. A consumer of the test kit who wants smart
 * accounts installs it next to it (an optional peer dependency).
 */
const ALTO_PACKAGE = '@pimlico/alto'

/** How long Alto may take to answer its health check (it loads ~40 packages; the machine may be busy). */
const START_TIMEOUT_MS = 120_000
const SIMULATIONS_SALT: Hex = pad('0x0', { size: 32 })

/**
 * Loaded into Alto's process before Alto. Alto binds 0.0.0.0 and offers no option for the host:
 * every server of that process listens on 127.0.0.1 instead. And Alto ends when its standard
 * input closes, so it never outlives the process that started it (even one killed outright).
 */
const ALTO_PRELOAD = `data:text/javascript,${encodeURIComponent(`
import net from 'node:net'
process.stdin.on('end', () => process.exit(0))
process.stdin.on('error', () => process.exit(0))
process.stdin.resume()
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  if (args[0] && typeof args[0] === 'object' && 'port' in args[0]) args[0] = { ...args[0], host: '127.0.0.1' }
  else if (typeof args[0] === 'number' || typeof args[0] === 'string') args.splice(1, typeof args[1] === 'string' ? 1 : 0, '127.0.0.1')
  return listen.apply(this, args)
}
`)}`

const requestSchema = z.object({ method: z.string() })

type Alto = { process: ChildProcess; url: string }

/** Why no bundler can start here (Alto is not installed), or undefined when it can. */
export function bundlerUnavailable(): string | undefined {
  try {
    createRequire(import.meta.url).resolve(ALTO_PACKAGE)
    return undefined
  } catch {
    return `Smart accounts need the ERC-4337 bundler ${ALTO_PACKAGE}: npm install -D ${ALTO_PACKAGE}`
  }
}

/** Alto's files in the installed package, or a clear error saying what to install. */
function altoFiles() {
  const unavailable = bundlerUnavailable()
  if (unavailable) throw new Error(unavailable)
  const esm = dirname(createRequire(import.meta.url).resolve(ALTO_PACKAGE))
  const artifact = (file: string) =>
    (JSON.parse(readFileSync(join(esm, 'contracts', file), 'utf8')) as { bytecode: { object: Hex } }).bytecode
      .object
  return {
    cli: join(esm, 'cli', 'alto.js'),
    entryPointSimulations: () => artifact('EntryPointSimulations.sol/EntryPointSimulations07.json'),
    pimlicoSimulations: () => artifact('PimlicoSimulations.sol/PimlicoSimulations.json'),
  }
}

/**
 * The chain state Alto needs, written before any test takes a snapshot of the chain (so a revert
 * keeps it): a funded executor of its own and Alto's simulation contracts, deployed through
 * anvil's CREATE2 proxy. Alto itself then writes nothing at start.
 */
async function prepareChain(chain: BundlerChain, files: ReturnType<typeof altoFiles>) {
  const executor = generatePrivateKey()
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [
    privateKeyToAccount(executor).address,
    '0x56bc75e2d63100000',
  ])
  const entryPointSimulations = await create2(
    client,
    chain.rpcUrl,
    SIMULATIONS_SALT,
    files.entryPointSimulations(),
  )
  const pimlicoSimulations = await create2(client, chain.rpcUrl, SIMULATIONS_SALT, files.pimlicoSimulations())
  return { executor, entryPointSimulations, pimlicoSimulations }
}

/** A free port on 127.0.0.1 for Alto (it needs one on its command line). */
async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, LOCAL_HOST, resolve)
  })
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * The local ERC-4337 bundler: Alto, one process per chain, behind one address on 127.0.0.1
 * (`POST /<chainId>` JSON-RPC: `eth_sendUserOperation`, `eth_estimateUserOperationGas`,
 * `eth_getUserOperationReceipt`, …). The chains are prepared at once; Alto for a chain starts on
 * that chain's first request (`lazy`, the default: most runs never send a user operation) or
 * right away (`lazy: false`). Alto gets a clean environment (no `.env`, no Sentry DSN, no
 * OpenTelemetry), so nothing leaves 127.0.0.1.
 */
export async function startBundler(options: {
  chains: readonly BundlerChain[]
  port?: number
  portEnvVar?: string
  /** Start each chain's Alto on its first request (default) or now. */
  lazy?: boolean
  /** Alto's output lines (its JSON log at `warn` and above), e.g. `console.error`. */
  log?: (line: string) => void
}) {
  const files = altoFiles()
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  const prepared = new Map(
    await Promise.all(
      options.chains.map(async (chain) => [chain.chainId, await prepareChain(chain, files)] as const),
    ),
  )
  const running = new Map<number, Promise<Alto>>()
  const processes = new Set<ChildProcess>()
  let closed = false

  async function startAlto(chain: BundlerChain): Promise<Alto> {
    const setup = prepared.get(chain.chainId)!
    const port = await freePort()
    const child = spawn(
      process.execPath,
      [
        '--import',
        ALTO_PRELOAD,
        files.cli,
        ...['--rpc-url', chain.rpcUrl],
        ...['--entrypoints', chain.entryPoint],
        ...['--executor-private-keys', setup.executor],
        ...['--port', String(port)],
        ...['--safe-mode', 'false'],
        ...['--deploy-simulations-contract', 'false'],
        ...['--entrypoint-simulation-contract-v7', setup.entryPointSimulations],
        ...['--pimlico-simulation-contract', setup.pimlicoSimulations],
        // anvil mines every transaction at once: poll for it often. Alto follows its bundles on a
        // timer, not on new block numbers: a test that reverts the chain to a snapshot lowers them.
        ...['--block-time', '200', '--flashblocks-preconfirmation-time', '100'],
        ...['--min-bundle-interval', '20', '--max-bundle-interval', '200'],
        ...['--json', '--log-level', 'warn'],
      ],
      {
        cwd: dirname(files.cli),
        // Not the caller's environment: no SENTRY_DSN, OTEL_* or ALTO_* reaches Alto, and no .env is read.
        env: { PATH: process.env.PATH ?? '', DOTENV_CONFIG_PATH: '/dev/null', NODE_ENV: 'production' },
        // Its standard input stays open while this process lives (see ALTO_PRELOAD).
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    )
    processes.add(child)
    const output: string[] = []
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue
        output.push(line)
        if (output.length > 40) output.shift()
        options.log?.(`[alto ${chain.chainId}] ${line}`)
      }
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => {
        processes.delete(child)
        running.delete(chain.chainId)
        reject(
          new Error(
            `${BUNDLER_NAME} for chain ${chain.chainId} exited (${signal ?? code}): ${output.slice(-5).join(' | ')}`,
          ),
        )
      }),
    )
    exited.catch(() => undefined)
    const url = `http://${LOCAL_HOST}:${port}`
    const deadline = Date.now() + START_TIMEOUT_MS
    const healthy = (async () => {
      for (;;) {
        if (closed) throw new Error(`${BUNDLER_NAME} closed`)
        const ok = await fetch(`${url}/health`)
          .then((response) => response.ok)
          .catch(() => false)
        if (ok) return
        if (Date.now() > deadline) throw new Error(`${BUNDLER_NAME} for chain ${chain.chainId} did not start`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    try {
      await Promise.race([healthy, exited])
    } catch (error) {
      child.kill('SIGKILL')
      throw error
    }
    return { process: child, url }
  }

  /** The chain's Alto, started once (a failed start is tried again by the next request). */
  function alto(chain: BundlerChain): Promise<Alto> {
    let starting = running.get(chain.chainId)
    if (!starting) {
      starting = startAlto(chain)
      running.set(chain.chainId, starting)
      starting.catch(() => running.delete(chain.chainId))
    }
    return starting
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32603, message: String(error) } })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    const chain = chains.get(Number(new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1)))
    if (req.method !== 'POST' || !chain) return json(res, 404, { error: 'Unknown chain' })
    const body = await readText(req)
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    if (!requestSchema.safeParse(parsed).success && !Array.isArray(parsed))
      return json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
    const { url } = await alto(chain)
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(answer.status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(await answer.text())
  }

  const port = await listenLocal(server, {
    name: BUNDLER_NAME,
    port: options.port ?? 0,
    portEnvVar: options.portEnvVar,
  })
  const url = `http://${LOCAL_HOST}:${port}`
  if (options.lazy === false) await Promise.all(options.chains.map(alto))
  return {
    url,
    port,
    /** The JSON-RPC address for one chain. */
    urlFor: (chainId: number) => `${url}/${chainId}`,
    /** Starts the chain's Alto now (the first request would); resolves once it answers. */
    async ready(chainId: number) {
      const chain = chains.get(chainId)
      if (!chain) throw new Error(`${BUNDLER_NAME}: unknown chain ${chainId}`)
      await alto(chain)
    },
    async close() {
      closed = true
      await closeServer(server)
      await Promise.all([...processes].map(stopProcess))
    },
  }
}

export type Bundler = Awaited<ReturnType<typeof startBundler>>

async function closeServer(server: Server) {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

/** SIGTERM, then SIGKILL if it has not exited after 5 s. */
async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

async function readText(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 1_000_000) break
  }
  return text
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}
