import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findProgram } from '../../../../scripts/provision.js'
import { SYSTEM_NEEDS } from '../../../../scripts/system-needs.js'
import { spawnGuarded } from '../guardedProcess'
import { LOCAL_HOST } from '../net'

/** litecoind cannot run here; `reason` says why in words a test prints when it skips. */
export class BitcoinNodeUnavailableError extends Error {
  override name = 'BitcoinNodeUnavailableError'
}

/** A JSON-RPC error the node answered with (`code` as Bitcoin Core numbers them). */
export class NodeRpcError extends Error {
  override name = 'NodeRpcError'
  constructor(
    message: string,
    public readonly code: number,
  ) {
    super(message)
  }
}

const litecoindNeed = () => SYSTEM_NEEDS.find((need) => need.name === 'litecoind')!

/** Finds litecoind as `npm test` provisions it: `LITECOIND_PATH`, then PATH, then /usr/bin. */
export function resolveLitecoind(): string | undefined {
  return findProgram(litecoindNeed())
}

/** Why the node cannot start here (what to install), or undefined when it can. */
export function bitcoinNodeUnavailableReason(): string | undefined {
  const need = litecoindNeed()
  return resolveLitecoind()
    ? undefined
    : `${need.label} is not installed: run \`sudo apt-get install ${need.debianPackage}\` (or set ${need.env} to its path)`
}

export type NodeRpc = <T = unknown>(method: string, params?: readonly unknown[]) => Promise<T>

export type LitecoindProcess = {
  /** The node's own RPC URL (needs the credentials; only the gateway and Node code use it). */
  rpcUrl: string
  rpc: NodeRpc
  /** Forwards a raw JSON-RPC body with the credentials; answers the node's status and body. */
  forward(body: string): Promise<{ status: number; body: string }>
  stop(): Promise<void>
}

/**
 * Starts litecoind in regtest on 127.0.0.1:`port` with a temporary data dir (deleted on stop), random
 * RPC credentials, no P2P listening and no wallet; resolves once the RPC answers.
 */
export async function spawnLitecoind(port: number, readyTimeoutMs = 20_000): Promise<LitecoindProcess> {
  const binary = resolveLitecoind()
  if (!binary) throw new BitcoinNodeUnavailableError(bitcoinNodeUnavailableReason())
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-litecoind-'))
  const user = 'portico'
  const password = randomBytes(16).toString('hex')
  const child = spawnGuarded(
    binary,
    [
      '-regtest',
      `-datadir=${dataDir}`,
      '-server=1',
      `-rpcbind=${LOCAL_HOST}`,
      `-rpcallowip=${LOCAL_HOST}`,
      `-rpcport=${port}`,
      `-rpcuser=${user}`,
      `-rpcpassword=${password}`,
      '-listen=0',
      '-dnsseed=0',
      '-disablewallet=1',
      '-txindex=1',
      '-fallbackfee=0.0001',
      '-printtoconsole=0',
      '-daemon=0',
    ],
    'portico-litecoind-guard',
  )
  const stop = async () => {
    await child.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const rpcUrl = `http://${LOCAL_HOST}:${port}/`
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const send = async (body: string) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(30_000),
    })
    return { status: response.status, body: await response.text() }
  }
  // The node runs one UTXO scan at a time ("Scan already in progress"): every scan, from the
  // gateway or from Node code, waits for the one before it.
  let scans: Promise<unknown> = Promise.resolve()
  const forward = (body: string) => {
    if (!body.includes('"scantxoutset"')) return send(body)
    const scan = scans.catch(() => undefined).then(() => send(body))
    scans = scan
    return scan
  }
  let id = 0
  const rpc: NodeRpc = async <T>(method: string, params: readonly unknown[] = []) => {
    const { body } = await forward(JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }))
    const answer = JSON.parse(body) as { result: T; error: { code: number; message: string } | null }
    if (answer.error) throw new NodeRpcError(answer.error.message, answer.error.code)
    return answer.result
  }

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    const spawnError = child.spawnError()
    if (spawnError || child.exited()) {
      await stop()
      const text = spawnError?.message ?? child.stderr().trim()
      throw new Error(`litecoind exited during start-up on port ${port}${text ? `: ${text}` : ''}`)
    }
    try {
      await rpc('getblockchaininfo')
      break
    } catch {
      // not listening yet, or -28 "Loading block index": try again
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`litecoind did not answer on ${rpcUrl} within ${readyTimeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { rpcUrl, rpc, forward, stop }
}
