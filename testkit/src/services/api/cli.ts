/**
 * Runs the Blockchain API + wallet catalogue emulator on its own:
 *
 *   npx tsx testkit/src/services/api/cli.ts [--with-chains] [--project-id <id>]... [--verbose]
 *
 * Port: `PORTICO_API_PORT` (default 4500). Chains, in order of precedence:
 * - `--with-chains`: starts and seeds its own anvil chains (ports from `PORTICO_CHAIN_A_PORT` /
 *   `PORTICO_CHAIN_B_PORT`, default 8545 / 8546);
 * - `PORTICO_CHAINS`: JSON array `[{ "chainId": 31337, "rpcUrl": "http://127.0.0.1:8545" }, ...]` of chains
 *   that are already running and seeded (the playground start script passes this);
 * - otherwise the default chains on the ports of those env vars, assumed to be running already.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { type LocalChain, type LocalChains, startLocalChains } from '../chains'
import { LOCAL_CHAIN_DEFAULTS, localChainInfo } from '../chains/constants'
import { PortInUseError, portFromEnv } from '../net'
import { API_EMULATOR_NAME, startApiEmulator } from './server'

const chainsEnvSchema = z.array(
  z.object({ chainId: z.number().int().positive(), rpcUrl: z.url(), name: z.string().optional() }),
)

function chainsFromEnv(raw: string): LocalChain[] {
  let decoded: unknown
  try {
    decoded = JSON.parse(raw)
  } catch {
    throw new Error('PORTICO_CHAINS is not valid JSON')
  }
  const parsed = chainsEnvSchema.safeParse(decoded)
  if (!parsed.success) throw new Error(`PORTICO_CHAINS is invalid: ${parsed.error.message}`)
  return parsed.data.map((chain) => ({
    ...localChainInfo(chain.chainId, 0, chain.name),
    rpcUrl: chain.rpcUrl.replace(/\/$/, ''),
  }))
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'with-chains': { type: 'boolean', default: false },
      'project-id': { type: 'string', multiple: true },
      verbose: { type: 'boolean', default: false },
    },
  })
  const port = portFromEnv('PORTICO_API_PORT', 4500)

  let ownChains: LocalChains | undefined
  let chains: LocalChain[]
  if (values['with-chains']) {
    ownChains = await startLocalChains()
    chains = ownChains.chains
    for (const chain of chains) console.log(`Local chain ${chain.caipNetworkId} listening on ${chain.rpcUrl}`)
  } else if (process.env.PORTICO_CHAINS) {
    chains = chainsFromEnv(process.env.PORTICO_CHAINS)
  } else {
    chains = LOCAL_CHAIN_DEFAULTS.map((chain) =>
      localChainInfo(chain.chainId, portFromEnv(chain.portEnvVar, chain.defaultPort), chain.name),
    )
  }

  let emulator: Awaited<ReturnType<typeof startApiEmulator>>
  try {
    emulator = await startApiEmulator({
      port,
      chains,
      ...(values['project-id'] ? { knownProjectIds: values['project-id'] } : {}),
      ...(values.verbose ? { log: (line: string) => console.log(line) } : {}),
    })
  } catch (error) {
    await ownChains?.stop()
    throw error
  }
  console.log(`${API_EMULATOR_NAME} listening on ${emulator.url}`)

  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await emulator.close()
    await ownChains?.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : error)
  process.exit(1)
})
