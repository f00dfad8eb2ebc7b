import { createTestClient, createWalletClient, http, parseEther, parseUnits, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Fault } from '../services/api/faults'
import type { FaultRoute } from '../services/api/routes'
import { PTT_TOKEN } from '../services/chains/constants'
import { tokenAbi, viemChain } from '../services/chains/seed'
import { PLAYGROUND_CHAINS } from '../services/playgroundServices'
import {
  describeServices,
  type LocalServices,
  type ServiceChain,
  type ServicePorts,
  servicePortsFromEnv,
  startServices,
} from '../services/startServices'

/** An address to give ether and test tokens on every chain (an integrator's own test account). */
export type DevnetFunding = {
  address: `0x${string}`
  /** Ether, in whole units (`'100'`); default 10000, anvil's dev account balance. */
  ether?: string
  /** Portico Test Tokens (PTT, the fixture ERC-20), in whole units; default none. */
  tokens?: string
}

/** A fault the API emulator answers with from the start (also settable later: `devnet.api.faults`). */
export type DevnetFault = { route: FaultRoute; fault: Fault }

export type StartDevnetOptions = {
  /** EVM chain ids (one seeded anvil each). Default 31337, 31338 and 31339 (the last unknown to the test wallet). */
  chains?: readonly (number | ServiceChain)[]
  /** Dev accounts funded on every chain (anvil's mnemonic), default 10. */
  accounts?: number
  /** Other addresses to fund on every chain once the chains are seeded. */
  fund?: readonly DevnetFunding[]
  /** Faults the API emulator injects from the start (`status`, `rate-limit`, `delay`, `malformed`, `empty`). */
  faults?: readonly DevnetFault[]
  /**
   * Ports: 'free' (the default) takes any free port for each service, 'env' the `PORTICO_*_PORT`
   * variables or their defaults (what `npm start` uses), or fixed ports per service (0 = free).
   */
  ports?: 'free' | 'env' | Partial<ServicePorts>
  /** Where the relay and the secure site keep their state between runs; default: memory only. */
  relayPersistPath?: string
  secureSiteStatePath?: string
  /** One line per service once everything listens (e.g. `console.log`). */
  print?: (line: string) => void
  /** One line per API emulator request. */
  apiLog?: (line: string) => void
}

export type Devnet = LocalServices & {
  /** One line per service saying where it listens (what `print` received). */
  describe(): string[]
}

const FREE_PORTS: ServicePorts = {
  chains: [],
  api: 0,
  relay: 0,
  secureSite: 0,
  solana: 0,
  cosmos: 0,
  bitcoin: 0,
  onramp: 0,
  polkadot: 0,
  bundler: 0,
}

function portsFor(ports: StartDevnetOptions['ports']): Partial<ServicePorts> {
  if (ports === undefined || ports === 'free') return FREE_PORTS
  if (ports === 'env') return servicePortsFromEnv()
  return { ...FREE_PORTS, ...ports }
}

function chainsFor(chains: StartDevnetOptions['chains']): readonly ServiceChain[] | undefined {
  return chains?.map((chain) =>
    typeof chain === 'number'
      ? (PLAYGROUND_CHAINS.find((known) => known.chainId === chain) ?? {
          chainId: chain,
          name: `Portico Local ${chain}`,
          inTestWallet: true,
        })
      : chain,
  )
}

/** Gives each funding its ether (anvil_setBalance) and test tokens (minted by dev account 0). */
async function fund(services: LocalServices, fundings: readonly DevnetFunding[]): Promise<void> {
  const minter = services.chains.accounts[0]
  if (!minter) throw new Error('startDevnet: funding needs dev account 0 (accounts >= 1)')
  await Promise.all(
    services.chains.chains.map(async (chain) => {
      const transport = http(chain.rpcUrl, { retryCount: 0 })
      const viem = viemChain(chain)
      const test = createTestClient({ mode: 'anvil', chain: viem, transport }).extend(publicActions)
      const wallet = createWalletClient({
        chain: viem,
        transport,
        account: privateKeyToAccount(minter.privateKey),
      })
      for (const funding of fundings) {
        await test.setBalance({ address: funding.address, value: parseEther(funding.ether ?? '10000') })
        if (funding.tokens === undefined) continue
        const hash = await wallet.writeContract({
          address: PTT_TOKEN.address,
          abi: tokenAbi,
          functionName: 'mint',
          args: [funding.address, parseUnits(funding.tokens, PTT_TOKEN.decimals)],
        })
        const receipt = await test.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success')
          throw new Error(`startDevnet: minting PTT for ${funding.address} failed`)
      }
    }),
  )
}

/**
 * Starts Portico's offline test network on 127.0.0.1: one seeded anvil per EVM chain (test ERC-20
 * and NFT, swap pool), the Solana validator (LiteSVM), the Bitcoin regtest node when litecoind is
 * installed, the Polkadot and Cosmos node emulators (the same `startServices` list `npm start`
 * uses), the Blockchain API and wallet catalogue emulator reading those chains, the
 * WalletConnect relay, the secure site of the embedded wallet and the on-ramp provider pages.
 * Nothing leaves the machine. `stop()` stops all of it.
 *
 * @example
 * const devnet = await startDevnet({ chains: [31337], fund: [{ address: me, tokens: '500' }] })
 * devnet.info.apiUrl // http://127.0.0.1:40123
 * devnet.api.faults.set('balance', { kind: 'status', status: 503 })
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chains = chainsFor(options.chains)
  const services = await startServices({
    ports: portsFor(options.ports),
    ...(chains ? { chains } : {}),
    ...(options.accounts === undefined ? {} : { accounts: options.accounts }),
    ...(options.relayPersistPath ? { relayPersistPath: options.relayPersistPath } : {}),
    ...(options.secureSiteStatePath ? { secureSiteStatePath: options.secureSiteStatePath } : {}),
    ...(options.apiLog ? { apiLog: options.apiLog } : {}),
  })
  try {
    if (options.fund?.length) await fund(services, options.fund)
    for (const { route, fault } of options.faults ?? []) services.api.faults.set(route, fault)
  } catch (error) {
    await services.stop()
    throw error
  }
  const devnet: Devnet = { ...services, describe: () => describeServices(services.info) }
  if (options.print) for (const line of devnet.describe()) options.print(line)
  return devnet
}
