import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { spawnGuarded } from '../guardedProcess'
import { LOCAL_HOST } from '../net'

/** Starting and stopping one anvil process (under the guard of `../guardedProcess`). */

export type AnvilOptions = {
  port: number
  chainId: number
  accounts: number
  /** Extra command-line flags. */
  args?: readonly string[]
}

export type AnvilProcess = {
  readonly port: number
  readonly rpcUrl: string
  /** Resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>
}

/** Raised when anvil exits during start-up; `addressInUse` tells a lost port race from other failures. */
export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
  constructor(
    message: string,
    public readonly addressInUse: boolean,
  ) {
    super(message)
  }
}

const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/** Finds the anvil binary: `PORTICO_ANVIL_BIN`, then the platform package of `@foundry-rs/anvil`, then PATH. */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.PORTICO_ANVIL_BIN
  if (fromEnv) return fromEnv
  const require = createRequire(import.meta.url)
  const arch = ARCH_NAMES[process.arch] ?? process.arch
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const candidate = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${executable}`)
    if (existsSync(candidate)) return candidate
  } catch {
    // not installed for this platform: try PATH
  }
  return executable
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    if (!response.ok) return false
    const body = (await response.json()) as { result?: string }
    return body.result !== undefined && Number(body.result) === chainId
  } catch {
    return false
  }
}

/** Spawns anvil on 127.0.0.1:`port` and resolves once it answers `eth_chainId` with `chainId`. */
export async function spawnAnvil(options: AnvilOptions, readyTimeoutMs = 15_000): Promise<AnvilProcess> {
  const binary = resolveAnvilBinary()
  const anvilArgs = [
    '--host',
    LOCAL_HOST,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--accounts',
    String(options.accounts),
    '--silent',
    ...(options.args ?? []),
  ]
  const child = spawnGuarded(binary, anvilArgs, 'portico-anvil-guard')
  const stop = child.stop

  const rpcUrl = `http://${LOCAL_HOST}:${options.port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    const spawnError = child.spawnError()
    if (spawnError) {
      await stop()
      throw new AnvilStartError(`Cannot start anvil (${binary}): ${spawnError.message}`, false)
    }
    if (child.exited()) {
      await stop()
      const text = child.stderr().trim()
      throw new AnvilStartError(
        `anvil exited during start-up on port ${options.port}${text ? `: ${text}` : ''}`,
        /address already in use|addrinuse/i.test(text),
      )
    }
    if (await answersChainId(rpcUrl, options.chainId)) break
    if (Date.now() > deadline) {
      await stop()
      throw new AnvilStartError(`anvil did not answer on ${rpcUrl} within ${readyTimeoutMs} ms`, false)
    }
    await new Promise((resolve) => setTimeout(resolve, 40))
  }

  return { port: options.port, rpcUrl, stop }
}
