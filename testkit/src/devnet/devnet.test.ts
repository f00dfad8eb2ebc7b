import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createPublicClient, formatEther, formatUnits, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { PTT_TOKEN } from '../services/chains/constants'
import { tokenAbi } from '../services/chains/seed'
import type { PlaygroundServices } from '../services/playgroundServices'
import { parseDevnetArgs } from './cli'

const BIN = fileURLToPath(new URL('../../bin/portico-devnet.mjs', import.meta.url))
const FUNDED = '0x1111111111111111111111111111111111111111'

describe('portico-devnet arguments', () => {
  it('reads chains, accounts, fundings and faults; free ports unless --fixed-ports', () => {
    expect(
      parseDevnetArgs([
        '--chain',
        '31337',
        '--chain',
        '10',
        '--accounts',
        '3',
        '--fund',
        `${FUNDED}:5:12`,
        '--fault',
        'balance:status:503',
        '--fault',
        '*:rate-limit',
      ]),
    ).toEqual({
      chains: [31337, 10],
      accounts: 3,
      fund: [{ address: FUNDED, ether: '5', tokens: '12' }],
      faults: [
        { route: 'balance', fault: { kind: 'status', status: 503 } },
        { route: '*', fault: { kind: 'rate-limit' } },
      ],
      ports: 'free',
      json: false,
      help: false,
    })
    expect(parseDevnetArgs(['--fixed-ports', '--json'])).toMatchObject({ ports: 'env', json: true })
  })

  it('names the bad argument', () => {
    expect(() => parseDevnetArgs(['--chain', 'abc'])).toThrow("--chain must be a positive integer, got 'abc'")
    expect(() => parseDevnetArgs(['--fund', '0x12'])).toThrow("--fund needs an address, got '0x12'")
    expect(() => parseDevnetArgs(['--colour'])).toThrow()
  })
})

describe('npx portico-devnet', () => {
  it('starts the services on free ports with the chains, fundings and faults asked for, and stops cleanly on SIGINT', async () => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--json',
        '--chain',
        '31337',
        '--chain',
        '10',
        '--accounts',
        '2',
        '--fund',
        `${FUNDED}:5:12`,
        '--fault',
        'balance:status:503',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (data: Buffer) => {
      stderr += String(data)
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let rpcUrl = ''
    try {
      const info = await new Promise<PlaygroundServices>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (data: Buffer) => {
          out += String(data)
          const line = out.split('\n').find((l) => l.startsWith('{'))
          if (line) resolve(JSON.parse(line) as PlaygroundServices)
        })
        void exited.then((code) => reject(new Error(`portico-devnet exited with ${code}: ${stderr}`)))
      })
      expect(info.chains.map((c) => [c.chainId, c.name])).toEqual([
        [31337, 'Portico Local A'],
        [10, 'Portico Local 10'],
      ])
      for (const url of [...info.chains.map((c) => c.rpcUrl), info.apiUrl, info.secureSiteUrl!]) {
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      }
      expect(info.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)

      // The Polkadot and Cosmos nodes start with the rest and answer on their own free ports.
      expect(info.polkadot?.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
      const polkadotChain = await fetch(info.polkadot!.wsUrl.replace(/^ws/, 'http'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
      })
      expect(((await polkadotChain.json()) as { result: string }).result).toBe(info.polkadot!.genesisHash)
      const cosmosStatus = await fetch(`${info.cosmos!.rpcUrl}/status`)
      expect(
        ((await cosmosStatus.json()) as { result: { node_info: { network: string } } }).result.node_info
          .network,
      ).toBe(info.cosmos!.caipNetworkId.slice('cosmos:'.length))

      rpcUrl = info.chains[1]!.rpcUrl
      const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
      expect(await client.getChainId()).toBe(10)
      expect(formatEther(await client.getBalance({ address: FUNDED }))).toBe('5')
      const tokens = await client.readContract({
        address: PTT_TOKEN.address,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [FUNDED],
      })
      expect(formatUnits(tokens as bigint, PTT_TOKEN.decimals)).toBe('12')

      const faulted = await fetch(`${info.apiUrl}/v1/account/${FUNDED}/balance?projectId=p&currency=usd`)
      expect(faulted.status).toBe(503)
    } finally {
      child.kill('SIGINT')
    }
    expect(await exited).toBe(0)
    // Stopped means closed: the chain's port no longer answers.
    await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow()
    // Every service starts in the child (anvil seeding and contract deployment included): on a
    // loaded machine that alone can take a minute.
  }, 240_000)
})
