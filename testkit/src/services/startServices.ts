import { fileURLToPath } from 'node:url'
import { BUNDLER_NAME, type Bundler, bundlerUnavailable, startBundler } from './aa/bundler.js'
import { deployAccountAbstraction } from './aa/contracts.js'
import { type ApiEmulator, startApiEmulator } from './api/index.js'
import { API_EMULATOR_NAME } from './api/server.js'
import { describeBitcoin, startBitcoinService } from './bitcoin/service.js'
import { type LocalChains, startLocalChains } from './chains/index.js'
import { COSMOS_PORT } from './cosmos/constants.js'
import { COSMOS_NODE_NAME, type CosmosNode, startCosmosNode } from './cosmos/server.js'
import { portFromEnv } from './net.js'
import { type OnrampPages, startOnrampPages } from './onramp/pages.js'
import {
  PLAYGROUND_CHAINS,
  type PlaygroundChainDefaults,
  type PlaygroundServices,
  SERVICE_PORTS,
  type ServicePort,
} from './playgroundServices.js'
import { POLKADOT_PORT } from './polkadot/constants.js'
import { POLKADOT_NODE_NAME, type PolkadotNode, startPolkadotNode } from './polkadot/server.js'
import { type Relay, startRelay } from './relay/index.js'
import { type SecureSite, startPlaygroundSecureSite } from './secure-site/index.js'
import { SOLANA_PORT } from './solana/constants.js'
import { SOLANA_VALIDATOR_NAME, type SolanaValidator, startSolanaValidator } from './solana/server.js'

/** Where `npm start` keeps the relay's messages, so a restart keeps WalletConnect sessions (gitignored). */
export const DEFAULT_RELAY_PERSIST_PATH = fileURLToPath(
  new URL('../../../playground/.data/relay.json', import.meta.url),
)
/** Where `npm start` keeps the secure site's users, devices and sessions (gitignored). */
export const DEFAULT_SECURE_SITE_STATE_PATH = fileURLToPath(
  new URL('../../../playground/.data/secure-site.json', import.meta.url),
)

export type ServicePorts = {
  /** One port per chain (default `PLAYGROUND_CHAINS`: A, B, C), in that order; a missing one is 0 (free). */
  chains: readonly number[]
  api: number
  relay: number
  secureSite: number
  /** The Solana validator (LiteSVM). */
  solana: number
  /** The Cosmos node emulator (CometBFT RPC and REST). */
  cosmos: number
  /** The Bitcoin node's JSON-RPC gateway (litecoind itself takes any free port). */
  bitcoin: number
  /** The local on-ramp provider pages. */
  onramp?: number
  /** The Polkadot node emulator (WebSocket and HTTP JSON-RPC). */
  polkadot?: number
  /** The ERC-4337 bundler, Alto behind one address (JSON-RPC at `/<chainId>`). */
  bundler?: number
}

/** One local EVM chain to start: its id, the name the dapp shows, whether the test wallet knows it. */
export type ServiceChain = Pick<PlaygroundChainDefaults, 'chainId' | 'name' | 'inTestWallet'>

export type StartServicesOptions = {
  /** The EVM chains (one anvil each, seeded alike). Default: `PLAYGROUND_CHAINS` (31337, 31338, 31339). */
  chains?: readonly ServiceChain[]
  /** Funded dev accounts per chain (anvil's mnemonic), default 10. */
  accounts?: number
  /** Fixed ports, or 0 for any free port. Default: the `PORTICO_*_PORT` variables, else the defaults. */
  ports?: Partial<ServicePorts>
  /** The relay's snapshot file; `false` (the default) keeps it in memory only. */
  relayPersistPath?: string | false
  /** The secure site's state file; `false` (the default) keeps users and sessions in memory only. */
  secureSiteStatePath?: string | false
  /** One line per emulator request (e.g. `console.log`). */
  apiLog?: (line: string) => void
}

export type LocalServices = {
  /** The anvil chains: accounts, `snapshot()` / `revert()`. */
  chains: LocalChains
  api: ApiEmulator
  relay: Relay
  /** The embedded wallet's secure site (frame page, inbox, faults). */
  secureSite: SecureSite
  /** The local Solana validator: LiteSVM behind JSON-RPC, seeded dev accounts and test mint. */
  solana: SolanaValidator
  /** The Polkadot node emulator: static Substrate metadata, balances, verified extrinsics. */
  polkadot: PolkadotNode
  /** The local Cosmos node: CometBFT RPC + REST emulator, seeded dev accounts. */
  cosmos: CosmosNode
  /** The litecoind regtest node, or undefined when litecoind is not installed (`info.bitcoinUnavailable`). */
  bitcoin: Awaited<ReturnType<typeof startBitcoinService>>['node']
  /** URLs for the dapp (browser-safe data). */
  info: PlaygroundServices
  /** Stops every service. Safe to call more than once. */
  stop(): Promise<void>
}

const fromEnv = ({ envVar, defaultPort }: ServicePort) => portFromEnv(envVar, defaultPort)

/** The ports the environment asks for (`PORTICO_CHAIN_A_PORT`, …), else the defaults. */
export function servicePortsFromEnv(): ServicePorts {
  return {
    chains: PLAYGROUND_CHAINS.map(fromEnv),
    api: fromEnv(SERVICE_PORTS.api),
    relay: fromEnv(SERVICE_PORTS.relay),
    secureSite: fromEnv(SERVICE_PORTS.secureSite),
    solana: fromEnv(SOLANA_PORT),
    cosmos: fromEnv(COSMOS_PORT),
    bitcoin: fromEnv(SERVICE_PORTS.bitcoin),
    onramp: fromEnv(SERVICE_PORTS.onramp),
    polkadot: fromEnv(POLKADOT_PORT),
    bundler: fromEnv(SERVICE_PORTS.bundler),
  }
}

/**
 * Starts every local service on 127.0.0.1: three seeded anvil chains (31337, 31338 and 31339, the
 * last one unknown to the test wallet), the Blockchain API emulator reading them, and the
 * WalletConnect relay. A fixed port that is taken rejects with `PortInUseError` naming its
 * variable, after stopping whatever had started.
 *
 * @example
 * const services = await startServices({ ports: { chains: [0, 0, 0], api: 0, relay: 0, bitcoin: 0 } })
 * services.info.apiUrl // http://127.0.0.1:40123
 * await services.stop()
 */
export async function startServices(options: StartServicesOptions = {}): Promise<LocalServices> {
  const ports = { ...servicePortsFromEnv(), ...options.ports }
  const evmChains = options.chains ?? PLAYGROUND_CHAINS
  // In-process and ready in milliseconds: first, so a busy port fails before anything else starts.
  const solana = await startSolanaValidator({ port: ports.solana })
  // In-process too: the Polkadot node emulator.
  const polkadot = await startPolkadotNode({ port: ports.polkadot ?? POLKADOT_PORT.defaultPort }).catch(
    async (error: unknown) => {
      await solana.close()
      throw error
    },
  )
  const cosmos = await startCosmosNode({ port: ports.cosmos ?? 0 }).catch(async (error: unknown) => {
    await Promise.allSettled([solana.close(), polkadot.close()])
    throw error
  })
  const chainsStarting = startLocalChains({
    chains: evmChains.map((chain, index) => ({ chainId: chain.chainId, port: ports.chains[index] ?? 0 })),
    ...(options.accounts === undefined ? {} : { accounts: options.accounts }),
  })
  const relayStarting = startRelay({
    port: ports.relay,
    ...(options.relayPersistPath ? { persistPath: options.relayPersistPath } : {}),
  })
  const bitcoinStarting = startBitcoinService({
    port: ports.bitcoin,
    portEnvVar: SERVICE_PORTS.bitcoin.envVar,
  })
  const [chainsResult, relayResult, bitcoinResult] = await Promise.allSettled([
    chainsStarting,
    relayStarting,
    bitcoinStarting,
  ])
  const chains = chainsResult.status === 'fulfilled' ? chainsResult.value : undefined
  const relay = relayResult.status === 'fulfilled' ? relayResult.value : undefined
  const bitcoin = bitcoinResult.status === 'fulfilled' ? bitcoinResult.value : undefined

  let api: ApiEmulator | undefined
  let secureSite: SecureSite | undefined
  let onrampPages: OnrampPages | undefined
  let bundler: Bundler | undefined
  try {
    if (chainsResult.status === 'rejected') throw chainsResult.reason
    if (relayResult.status === 'rejected') throw relayResult.reason
    if (bitcoinResult.status === 'rejected') throw bitcoinResult.reason
    // The on-ramp provider pages credit purchases on the chains; the emulator's Coinbase URLs point at them.
    onrampPages = await startOnrampPages({
      chains: chains!.chains,
      solana: { rpcUrl: solana.url },
      port: ports.onramp ?? 0,
    })
    api = await startApiEmulator({
      onrampPagesUrl: onrampPages.coinbaseUrl,
      port: ports.api,
      portEnvVar: SERVICE_PORTS.api.envVar,
      // The emulator names chain C as the dapp does (startLocalChains only knows A and B by name).
      chains: chains!.chains.map((chain, index) => ({ ...chain, name: evmChains[index]!.name })),
      ...(options.apiLog ? { log: options.apiLog } : {}),
      solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId },
      ...(bitcoin?.info.bitcoin
        ? {
            bitcoin: {
              rpcUrl: bitcoin.info.bitcoin.rpcUrl,
              caipNetworkId: bitcoin.info.bitcoin.caipNetworkId,
            },
          }
        : {}),
    })
    // ERC-4337 on every local chain: EntryPoint v0.7 + SimpleAccountFactory, and the bundler
    // (Alto; a chain's Alto process starts on the chain's first bundler request). Without Alto
    // installed the chains have no smart accounts: the embedded wallet uses the EOA (spec 4).
    const deployments = await Promise.all(
      chains!.chains.map((chain) => deployAccountAbstraction(chain.rpcUrl)),
    )
    if (!bundlerUnavailable())
      bundler = await startBundler({
        port: ports.bundler ?? 0,
        portEnvVar: SERVICE_PORTS.bundler.envVar,
        chains: chains!.chains.map((chain, index) => ({
          chainId: chain.chainId,
          rpcUrl: chain.rpcUrl,
          entryPoint: deployments[index]!.entryPoint,
        })),
      })
    const bundlerFor = bundler?.urlFor
    secureSite = await startPlaygroundSecureSite({
      port: ports.secureSite,
      portEnvVar: SERVICE_PORTS.secureSite.envVar,
      chains: chains!.chains.map((chain, index) => ({
        ...chain,
        smartAccounts: bundlerFor && { ...deployments[index]!, bundlerUrl: bundlerFor(chain.chainId) },
      })),
      solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId },
      statePath: options.secureSiteStatePath || undefined,
    })
  } catch (error) {
    await Promise.allSettled([
      bundler?.close(),
      onrampPages?.close(),
      api?.close(),
      solana.close(),
      polkadot.close(),
      cosmos.close(),
      chains?.stop(),
      relay?.close(),
      bitcoin?.node?.stop(),
    ])
    throw error
  }

  const info: PlaygroundServices = {
    chains: chains!.chains.map((chain, index) => ({
      chainId: chain.chainId,
      name: evmChains[index]!.name,
      rpcUrl: chain.rpcUrl,
      inTestWallet: evmChains[index]!.inTestWallet,
    })),
    apiUrl: api.url,
    relayUrl: relay!.url,
    secureSiteUrl: secureSite.url,
    solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId },
    ...bitcoin!.info,
    onrampUrl: onrampPages.url,
    polkadot: {
      wsUrl: polkadot.wsUrl,
      genesisHash: polkadot.genesisHash,
      caipNetworkId: polkadot.caipNetworkId,
    },
    cosmos: { rpcUrl: cosmos.url, caipNetworkId: cosmos.caipNetworkId },
    ...(bundler ? { bundlerUrl: bundler.url } : {}),
  }
  let stopping: Promise<void> | undefined
  return {
    chains: chains!,
    api,
    relay: relay!,
    secureSite,
    bitcoin: bitcoin!.node,
    solana,
    polkadot,
    cosmos,
    info,
    stop() {
      // The emulator and the secure site first: they read the chains.
      stopping ??= Promise.allSettled([
        api.close(),
        secureSite.close(),
        solana.close(),
        polkadot.close(),
        cosmos.close(),
        onrampPages!.close(),
        bundler?.close(),
      ])
        .then(() => Promise.allSettled([chains!.stop(), relay!.close(), bitcoin!.node?.stop()]))
        .then(() => undefined)
      return stopping
    },
  }
}

/** One line per service saying where it listens, as `npm start` prints them. */
export function describeServices(info: PlaygroundServices): string[] {
  return [
    ...info.chains.map(
      (chain) =>
        `Anvil chain ${chain.chainId} (${chain.name}${chain.inTestWallet ? '' : ', not in the test wallet'}) listening on ${chain.rpcUrl}`,
    ),
    `${API_EMULATOR_NAME} listening on ${info.apiUrl}`,
    `WalletConnect relay listening on ${info.relayUrl}`,
    ...(info.secureSiteUrl
      ? [
          `Secure site (embedded wallet) listening on ${info.secureSiteUrl}, inbox ${info.secureSiteUrl}/inbox.html`,
        ]
      : []),
    ...(info.solana ? [`${SOLANA_VALIDATOR_NAME} listening on ${info.solana.rpcUrl}`] : []),
    ...(info.polkadot ? [`${POLKADOT_NODE_NAME} listening on ${info.polkadot.wsUrl}`] : []),
    ...(info.cosmos ? [`${COSMOS_NODE_NAME} listening on ${info.cosmos.rpcUrl}`] : []),
    ...describeBitcoin(info),
    ...(info.onrampUrl
      ? [`On-ramp provider pages (meld, Coinbase Pay stand-ins) listening on ${info.onrampUrl}`]
      : []),
    info.bundlerUrl
      ? `${BUNDLER_NAME} listening on ${info.bundlerUrl}/<chainId> (starts on a chain's first request)`
      : `${BUNDLER_NAME} not started, no smart accounts: ${bundlerUnavailable() ?? 'none configured'}`,
  ]
}
