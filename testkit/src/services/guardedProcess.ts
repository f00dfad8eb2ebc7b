import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Starting and stopping one long-running local service process (anvil, litecoind).
 *
 * On POSIX systems the process runs under a tiny `sh` guard that owns a pipe from this process: when
 * the pipe closes (we call `stop()`, or this process exits or is killed, even with SIGKILL) the guard
 * kills it. So no node outlives the test worker or the playground that started it.
 */

/** Kills the child when stdin (fd 3 after the dup) reaches EOF, and on TERM/INT/HUP. Prints its pid first. */
const GUARD_SCRIPT = [
  'exec 3<&0',
  '"$@" </dev/null &',
  'child=$!',
  'echo "$child"',
  'trap \'kill "$child" 2>/dev/null\' TERM INT HUP',
  '( while read -r _ <&3; do :; done; kill "$child" 2>/dev/null ) >/dev/null 2>&1 &',
  'wait "$child"',
  'status=$?',
  // A trapped signal interrupts `wait`; wait again so we exit only after the child has.
  'wait "$child" 2>/dev/null',
  'exit "$status"',
].join('\n')

export type GuardedProcess = {
  /** What the process wrote to stderr so far (the first 8 KiB). */
  stderr(): string
  /** Whether the process has exited. */
  exited(): boolean
  /** The error of a failed spawn (binary missing, …), if any. */
  spawnError(): Error | undefined
  /** Resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>
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

/** Spawns `binary args` under the guard (`label` names the guard in `ps`). */
export function spawnGuarded(binary: string, args: readonly string[], label: string): GuardedProcess {
  const guarded = process.platform !== 'win32'
  const child = guarded
    ? spawn('/bin/sh', ['-c', GUARD_SCRIPT, label, binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })

  let pid: number | undefined = guarded ? undefined : child.pid
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 8192) stderr += chunk
  })
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    const printed = Number.parseInt(chunk, 10)
    if (pid === undefined && Number.isInteger(printed)) pid = printed
  })
  let spawnError: Error | undefined
  child.on('error', (error) => {
    spawnError = error
  })

  // Last resort for a normal exit of this process (the guard also covers signals and SIGKILL).
  const killOnExit = () => {
    if (pid !== undefined) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  let stopping: Promise<void> | undefined
  return {
    stderr: () => stderr,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    spawnError: () => spawnError,
    stop() {
      stopping ??= (async () => {
        process.off('exit', killOnExit)
        if (guarded) child.stdin?.end()
        else child.kill('SIGTERM')
        if (await waitForExit(child, 3000)) return
        killOnExit()
        await waitForExit(child, 2000)
      })()
      return stopping
    },
  }
}
