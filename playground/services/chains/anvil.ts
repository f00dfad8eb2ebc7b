import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { LOCAL_HOST } from '../net'

/**
 * Starting and stopping one anvil process.
 *
 * On POSIX systems anvil runs under a tiny `sh` guard that owns a pipe from this process: when the pipe
 * closes (we call `stop()`, or this process exits or is killed, even with SIGKILL) the guard kills anvil.
 * So no anvil outlives the test worker or the playground that started it.
 */

/** Kills anvil when stdin (fd 3 after the dup) reaches EOF, and on TERM/INT/HUP. Prints anvil's pid first. */
const GUARD_SCRIPT = [
  'exec 3<&0',
  '"$@" </dev/null &',
  'child=$!',
  'echo "$child"',
  'trap \'kill "$child" 2>/dev/null\' TERM INT HUP',
  '( while read -r _ <&3; do :; done; kill "$child" 2>/dev/null ) >/dev/null 2>&1 &',
  'wait "$child"',
  'status=$?',
  // A trapped signal interrupts `wait`; wait again so we exit only after anvil has.
  'wait "$child" 2>/dev/null',
  'exit "$status"',
].join('\n')

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

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit)
      resolve(false)
    }, timeoutMs)
    const onExit = () => {
      clearTimeout(timer)
      resolve(true)
    }
    child.once('exit', onExit)
  })
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
  const guarded = process.platform !== 'win32'
  const child = guarded
    ? spawn('/bin/sh', ['-c', GUARD_SCRIPT, 'portico-anvil-guard', binary, ...anvilArgs], {
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn(binary, anvilArgs, { stdio: ['ignore', 'ignore', 'pipe'] })

  let anvilPid: number | undefined = guarded ? undefined : child.pid
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 8192) stderr += chunk
  })
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    const pid = Number.parseInt(chunk, 10)
    if (anvilPid === undefined && Number.isInteger(pid)) anvilPid = pid
  })
  let spawnError: Error | undefined
  child.on('error', (error) => {
    spawnError = error
  })

  // Last resort for a normal exit of this process (the guard also covers signals and SIGKILL).
  const killOnExit = () => {
    if (anvilPid !== undefined) {
      try {
        process.kill(anvilPid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.off('exit', killOnExit)
      if (guarded) child.stdin?.end()
      else child.kill('SIGTERM')
      if (await waitForExit(child, 3000)) return
      killOnExit()
      await waitForExit(child, 2000)
    })()
    return stopping
  }

  const rpcUrl = `http://${LOCAL_HOST}:${options.port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (spawnError) {
      await stop()
      throw new AnvilStartError(`Cannot start anvil (${binary}): ${spawnError.message}`, false)
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      const text = stderr.trim()
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
