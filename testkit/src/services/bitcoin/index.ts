import { reservePort } from '../chains/ports'
import {
  BITCOIN_DEV_KEYS,
  BITCOIN_MINER_KEY,
  type BitcoinNetworkParams,
  LITECOIN_REGTEST_PARAMS,
  LOCAL_BITCOIN_CAIP_NETWORK_ID,
} from './constants'
import { type BitcoinDevAccount, devAccount, paymentAddress } from './devAccounts'
import { type BitcoinGateway, startBitcoinGateway } from './gateway'
import { type LitecoindProcess, spawnLitecoind } from './litecoind'

export * from './constants'
export { type BitcoinDevAccount, devAccount, ordinalAddress, paymentAddress } from './devAccounts'
export { GATEWAY_METHODS, MINE_PATH } from './gateway'
export { BitcoinNodeUnavailableError, bitcoinNodeUnavailableReason, NodeRpcError } from './litecoind'

/** What the dapp needs about the local Bitcoin chain (plain data; see `playgroundServices.ts`). */
export type LocalBitcoinInfo = {
  /** The gateway's JSON-RPC URL (no credentials, CORS, read and broadcast methods only). */
  rpcUrl: string
  caipNetworkId: string
  genesisHash: string
  params: BitcoinNetworkParams
}

export type Utxo = { txid: string; vout: number; sats: bigint; height: number; scriptPubKey: string }

export type LocalBitcoin = LocalBitcoinInfo & {
  /** Dev wallets, each funded with one mature coinbase on its payment address. */
  accounts: BitcoinDevAccount[]
  /** The address mined blocks pay to. */
  minerAddress: string
  /** Mines `blocks` blocks (default 1) to the miner address; answers their hashes. */
  mine(blocks?: number): Promise<string[]>
  /** Confirmed UTXOs of an address (`scantxoutset`). */
  utxos(address: string): Promise<Utxo[]>
  /** Confirmed balance of an address in satoshis. */
  balance(address: string): Promise<bigint>
  /** Raw node RPC (with credentials): for tests and seeding. */
  rpc: LitecoindProcess['rpc']
  stop(): Promise<void>
}

export type StartLocalBitcoinOptions = {
  /** The gateway's port (0: any free port). */
  port?: number
  portEnvVar?: string
  /** Dev wallets to fund (default all of `BITCOIN_DEV_KEYS`). */
  accounts?: number
}

type ScanResult = {
  success: boolean
  unspents: { txid: string; vout: number; amount: number; height: number; scriptPubKey: string }[]
}

/** BTC amounts come as JSON numbers with 8 decimals; 21e14 satoshis stay exact in a double. */
const toSats = (amount: number) => BigInt(Math.round(amount * 1e8))

/**
 * Starts litecoind in regtest (a temporary data dir, RPC on a free port of 127.0.0.1) and the
 * browser-facing JSON-RPC gateway; mines one block to each dev wallet's payment address and 100
 * more so those coinbases are spendable. Rejects with `BitcoinNodeUnavailableError` when litecoind
 * is not installed.
 */
export async function startLocalBitcoin(options: StartLocalBitcoinOptions = {}): Promise<LocalBitcoin> {
  const params = LITECOIN_REGTEST_PARAMS
  const nodePort = await reservePort('litecoind RPC', 0)
  const node = await spawnLitecoind(nodePort)
  let gateway: BitcoinGateway | undefined
  try {
    const genesisHash = await node.rpc<string>('getblockhash', [0])
    const caipNetworkId = `bip122:${genesisHash.slice(0, 32)}`
    if (caipNetworkId !== LOCAL_BITCOIN_CAIP_NETWORK_ID)
      throw new Error(`Unexpected regtest genesis ${genesisHash}`)
    const accounts = BITCOIN_DEV_KEYS.slice(0, options.accounts ?? BITCOIN_DEV_KEYS.length).map((keys) =>
      devAccount(keys, params),
    )
    const minerAddress = paymentAddress(BITCOIN_MINER_KEY, params).address
    const generate = (blocks: number, address: string) =>
      node.rpc<string[]>('generatetoaddress', [blocks, address])
    for (const account of accounts) await generate(1, account.payment.address)
    await generate(100, minerAddress)
    gateway = await startBitcoinGateway(node, {
      port: options.port ?? 0,
      mine: (blocks) => generate(blocks, minerAddress),
      ...(options.portEnvVar ? { portEnvVar: options.portEnvVar } : {}),
    })
    const utxos = async (address: string): Promise<Utxo[]> => {
      const result = await node.rpc<ScanResult>('scantxoutset', ['start', [`addr(${address})`]])
      return result.unspents.map((u) => ({
        txid: u.txid,
        vout: u.vout,
        sats: toSats(u.amount),
        height: u.height,
        scriptPubKey: u.scriptPubKey,
      }))
    }
    const gatewayRef = gateway
    let stopping: Promise<void> | undefined
    return {
      rpcUrl: gateway.url,
      caipNetworkId,
      genesisHash,
      params,
      accounts,
      minerAddress,
      mine: (blocks = 1) => generate(blocks, minerAddress),
      utxos,
      balance: async (address) => (await utxos(address)).reduce((sum, u) => sum + u.sats, 0n),
      rpc: node.rpc,
      stop() {
        stopping ??= gatewayRef.close().then(() => node.stop())
        return stopping
      },
    }
  } catch (error) {
    await gateway?.close()
    await node.stop()
    throw error
  }
}
