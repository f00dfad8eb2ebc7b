import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOCAL_HOST } from '../net'
import { getJson } from './test-utils'

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url))

function runCli(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return { child, output: () => output }
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

describe('cli.ts', () => {
  it('--with-chains starts seeded chains and the emulator, prints the URL, and cleans up on SIGTERM', async () => {
    const { child, output } = runCli(['--with-chains'], {
      PORTICO_API_PORT: '0',
      PORTICO_CHAIN_A_PORT: '0',
      PORTICO_CHAIN_B_PORT: '0',
    })
    try {
      const url = await waitFor(
        () => /Blockchain API emulator listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1],
        30_000,
      )
      const rpcUrls = [...output().matchAll(/Local chain eip155:\d+ listening on (\S+)/g)].map(
        (match) => match[1]!,
      )
      expect(rpcUrls).toHaveLength(2)
      const supported = await getJson<{ http: string[] }>(`${url}/v1/supported-chains`)
      expect(supported.http.slice(0, 2)).toEqual(['eip155:31337', 'eip155:31338'])
      const balance = await getJson<{ balances: { symbol: string }[] }>(
        `${url}/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=p&currency=usd&chainId=eip155:31338`,
      )
      expect(balance.balances.map((item) => item.symbol)).toEqual(['ETH', 'PTT'])

      child.kill('SIGTERM')
      expect(await exited(child)).toBe(0)
      for (const rpcUrl of rpcUrls) {
        await expect(fetch(rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
      }
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('a busy port exits with a message naming PORTICO_API_PORT', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, LOCAL_HOST, resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      const { child, output } = runCli([], {
        PORTICO_API_PORT: String(port),
        PORTICO_CHAINS: JSON.stringify([{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }]),
      })
      expect(await exited(child)).toBe(1)
      expect(output()).toContain(`Blockchain API emulator cannot listen on 127.0.0.1:${port}`)
      expect(output()).toContain('PORTICO_API_PORT')
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
