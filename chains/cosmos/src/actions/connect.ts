import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import { toBase64, toBech32 } from '@cosmjs/encoding'
import type { Account, Connector, ConnectResult, Network } from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'
import { parseCosmosAddress } from '../address/address.js'
import { InvalidWalletResponseError } from '../errors.js'
import type { CosmosRuntime, GrantedKey } from '../runtime.js'
import type { CosmosNetwork } from '../types.js'
import {
  callWallet,
  getKeplr,
  type KeplrChainInfo,
  type KeplrLike,
  keySchema,
  parseAnswer,
} from '../wallet/keplr.js'
import { cosmosNetwork, rpcUrlOf } from './context.js'

/** Keplr's ChainInfo for `network`, built from the network's data (for `experimentalSuggestChain`). */
export function chainInfoOf(runtime: CosmosRuntime, network: CosmosNetwork): KeplrChainInfo {
  const { cosmos, nativeCurrency } = network
  const prefix = cosmos.bech32Prefix
  const currency = {
    coinDenom: nativeCurrency.symbol,
    coinMinimalDenom: cosmos.denom,
    coinDecimals: nativeCurrency.decimals,
  }
  const rpc = rpcUrlOf(runtime, network)
  return {
    chainId: cosmos.chainId,
    chainName: network.name,
    rpc,
    rest: cosmos.restUrls[0] ?? rpc,
    bip44: { coinType: cosmos.coinType },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [{ ...currency, gasPriceStep: { ...cosmos.gasPrice } }],
    stakeCurrency: currency,
  }
}

/**
 * Enables `network` in the wallet; a wallet that does not know the chain (any refusal that is not
 * the visitor's) is offered the chain's definition through `experimentalSuggestChain`, then
 * enabled again. The visitor's refusal of either prompt stays a 4001.
 */
export async function enableChain(
  runtime: CosmosRuntime,
  wallet: KeplrLike,
  network: CosmosNetwork,
): Promise<void> {
  const chainId = network.cosmos.chainId
  try {
    await callWallet('enable', () => wallet.enable(chainId))
  } catch (error) {
    if (isUserRejection(error) || typeof wallet.experimentalSuggestChain !== 'function') throw error
    runtime.log.debug(`The wallet does not know ${chainId}; suggesting it`, error)
    await callWallet('experimentalSuggestChain', () =>
      wallet.experimentalSuggestChain!(chainInfoOf(runtime, network)),
    )
    await callWallet('enable', () => wallet.enable(chainId))
  }
}

/**
 * The wallet's key for the chain, checked: the bech32 address has the chain's prefix and encodes
 * the key's address bytes, and (secp256k1) the address bytes are the public key's hash.
 */
export async function readKey(wallet: KeplrLike, network: CosmosNetwork): Promise<GrantedKey> {
  const { chainId, bech32Prefix } = network.cosmos
  const answer = await callWallet('getKey', () => wallet.getKey(chainId))
  const key = parseAnswer('getKey', keySchema, answer)
  const fail = (details: string) => new InvalidWalletResponseError('getKey', key.bech32Address, { details })
  if (!parseCosmosAddress(key.bech32Address, bech32Prefix))
    throw fail(`The address is not an account address of ${network.name} (${bech32Prefix}1...).`)
  if (toBech32(bech32Prefix, key.address) !== key.bech32Address)
    throw fail('The bech32 address does not encode the key address.')
  if (key.algo === 'secp256k1') {
    if (key.pubKey.length !== 33) throw fail('The public key is not a compressed secp256k1 key.')
    if (toBech32(bech32Prefix, rawSecp256k1PubkeyToRawAddress(key.pubKey)) !== key.bech32Address)
      throw fail('The public key does not belong to the address.')
  }
  return { chainId, address: key.bech32Address, pubKey: key.pubKey, algo: key.algo, name: key.name }
}

function accept(
  runtime: CosmosRuntime,
  connector: Connector,
  network: CosmosNetwork,
  key: GrantedKey,
): ConnectResult {
  runtime.keys.set(connector.id, key)
  const account: Account = {
    namespace: 'cosmos',
    address: key.address,
    type: 'eoa',
    publicKey: toBase64(key.pubKey),
  }
  return { accounts: [account], caipNetworkId: network.caipNetworkId }
}

/** Enables the chain (prompts the visitor) and reads the granted key. */
export async function connect(
  runtime: CosmosRuntime,
  { connector, network }: { connector: Connector; network: Network | undefined },
): Promise<ConnectResult> {
  const target = cosmosNetwork(runtime, network)
  const wallet = getKeplr(connector)
  await enableChain(runtime, wallet, target)
  return accept(runtime, connector, target, await readKey(wallet, target))
}

/**
 * After a reload: the origin was granted the chain before, so `enable` answers without a prompt
 * (Keplr keeps the grant per origin). Undefined when the wallet no longer grants it, or when no
 * WalletConnect session is stored.
 */
export async function reconnect(
  runtime: CosmosRuntime,
  { connector, network }: { connector: Connector; network: Network | undefined },
): Promise<ConnectResult | undefined> {
  try {
    const target = cosmosNetwork(runtime, network)
    const wallet = getKeplr(connector)
    const session = connector.namespaceSessions?.cosmos
    // A WalletConnect session is only restored here, never opened (that would show a pairing).
    if (session) {
      if ((await session.restore()).length === 0) return undefined
    } else await callWallet('enable', () => wallet.enable(target.cosmos.chainId))
    return accept(runtime, connector, target, await readKey(wallet, target))
  } catch (error) {
    runtime.log.debug('Cosmos reconnect refused', error)
    return undefined
  }
}

export async function disconnect(
  runtime: CosmosRuntime,
  { connector }: { connector: Connector },
): Promise<void> {
  runtime.unwatch(connector.id)
  const key = runtime.keys.get(connector.id)
  runtime.keys.delete(connector.id)
  const wallet = getKeplr(connector)
  // Keplr-style wallets drop the origin's grant on `disable`; older ones lack it.
  if (key && typeof wallet.disable === 'function')
    await callWallet('disable', () => wallet.disable!(key.chainId)).catch((error) =>
      runtime.log.debug('The wallet did not disable the chain', error),
    )
}

/**
 * Cosmos wallets hold one key per chain: switching enables the other chain (suggesting it when
 * the wallet lacks it) and reads its key, whose address has the other chain's prefix; the kernel
 * hears of the new account.
 */
export async function switchNetwork(
  runtime: CosmosRuntime,
  { connector, network }: { connector: Connector; network: Network },
): Promise<void> {
  const target = cosmosNetwork(runtime, network)
  const wallet = getKeplr(connector)
  const previous = runtime.keys.get(connector.id)
  if (previous?.chainId === target.cosmos.chainId) return
  await enableChain(runtime, wallet, target)
  const key = await readKey(wallet, target)
  runtime.keys.set(connector.id, key)
  if (previous?.address !== key.address)
    await runtime.portico?.wallet.reportAccounts({
      namespace: 'cosmos',
      connectorId: connector.id,
      accounts: [{ address: key.address, type: 'eoa' }],
    })
}
