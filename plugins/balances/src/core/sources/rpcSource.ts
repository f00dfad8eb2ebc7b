import { CACHE_LIFETIME_MS, type Network, type Portico, RPC, type TokenBalance } from '@portico/kernel'
import type { PublicClient } from 'viem'
import type { BalanceQuery, BalanceSource, BalancesOptions, ConfiguredToken, Nft } from '../../types.js'
import { nativeTokenCaipAddress } from '../tokenList.js'
import { createTtlCache } from '../ttlCache.js'
import { erc20ReadAbi } from './abis.js'
import { loadViem, type Viem } from './loadViem.js'
import { createPriceLookup, type TokenPrice } from './prices.js'
import { readCollectionNfts } from './rpcNfts.js'

type Address = `0x${string}`
type TokenInfo = { name: string; symbol: string; decimals: number }

/** One balance read on chain, before pricing; `numeric` is the human-readable amount. */
type Holding = TokenInfo & {
  caipAddress: string
  native: boolean
  amount: bigint
  numeric: string
  iconUrl?: string
}

export type RpcSourceParameters = {
  portico: Portico
  options: Readonly<BalancesOptions>
  now: () => number
}

/**
 * Balances read from the network's own RPC node, for apps with no Blockchain API account: the
 * native balance (cached 30 s, re-read when `forceUpdate` names it) and the app's configured
 * ERC-20 tokens (`balanceOf`, `decimals`, `symbol`, `name`), plus the configured ERC-721
 * collections. Zero balances are left out, like the API does. Other namespaces get their native
 * balance from the chain plugin's `getNativeBalance` and their tokens from its `getTokenHoldings`.
 */
export function createRpcSource({ portico, options, now }: RpcSourceParameters): BalanceSource {
  const log = portico.log.child('balances')
  const prices = createPriceLookup({ portico, prices: options.prices, now })
  const nativeBalances = createTtlCache<Holding>({ lifetimeMs: CACHE_LIFETIME_MS.nativeBalance, now })
  // Token name, symbol and decimals never change: read once per kernel.
  const tokenInfo = new Map<string, Promise<TokenInfo>>()
  const clients = new Map<string, Promise<{ viem: Viem; client: PublicClient }>>()

  const rpcUrlOf = (network: Network) => network.rpcUrls.default.http[0]

  const clientFor = (network: Network) => {
    let entry = clients.get(network.caipNetworkId)
    if (!entry) {
      const url = rpcUrlOf(network)
      entry = loadViem().then((viem) => ({
        viem,
        client: viem.createPublicClient({
          // Batching sends the reads of one refresh as one HTTP request.
          transport: viem.http(url, { batch: true, timeout: RPC.timeoutMs, retryCount: 1 }),
        }) as PublicClient,
      }))
      entry.catch(() => clients.delete(network.caipNetworkId))
      clients.set(network.caipNetworkId, entry)
    }
    return entry
  }

  const infoOf = (client: PublicClient, network: Network, address: Address) => {
    const key = `${network.caipNetworkId}:${address.toLowerCase()}`
    let info = tokenInfo.get(key)
    if (!info) {
      const contract = { address, abi: erc20ReadAbi } as const
      info = Promise.all([
        client.readContract({ ...contract, functionName: 'decimals' }),
        client.readContract({ ...contract, functionName: 'symbol' }),
        client.readContract({ ...contract, functionName: 'name' }).catch(() => undefined),
      ]).then(([decimals, symbol, name]) => ({ decimals, symbol, name: name ?? symbol }))
      info.catch(() => tokenInfo.delete(key))
      tokenInfo.set(key, info)
    }
    return info
  }

  const readNative = async (query: BalanceQuery, read: () => Promise<Holding>) => {
    const key = `${query.network.caipNetworkId}:${query.address.toLowerCase()}`
    const forced = query.forceUpdate?.some(
      (entry) => entry.toLowerCase() === nativeTokenCaipAddress(query.network).toLowerCase(),
    )
    const cached = forced ? undefined : nativeBalances.get(key)
    if (cached) return cached
    const holding = await read()
    nativeBalances.set(key, holding)
    return holding
  }

  const readEvmHoldings = async (query: BalanceQuery) => {
    const { viem, client } = await clientFor(query.network)
    const owner = query.address as Address
    const { network } = query
    const nativeRead = readNative(query, async () => {
      const amount = await client.getBalance({ address: owner })
      return {
        ...network.nativeCurrency,
        caipAddress: nativeTokenCaipAddress(network),
        native: true,
        amount,
        numeric: viem.formatUnits(amount, network.nativeCurrency.decimals),
        ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
      }
    })
    const tokenReads = (options.tokens?.[network.caipNetworkId] ?? []).map((token) =>
      readToken(viem, client, network, token, owner).catch((error: unknown) => {
        // One misconfigured token must not hide the others.
        log.warn(`Could not read token ${token.address} on ${network.caipNetworkId}`, error)
        return undefined
      }),
    )
    const [native, ...tokens] = await Promise.all([nativeRead, ...tokenReads])
    return [native, ...tokens].filter((h): h is Holding => h !== undefined)
  }

  const readToken = async (
    viem: Viem,
    client: PublicClient,
    network: Network,
    token: ConfiguredToken,
    owner: Address,
  ): Promise<Holding> => {
    const [amount, info] = await Promise.all([
      client.readContract({
        address: token.address,
        abi: erc20ReadAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
      infoOf(client, network, token.address),
    ])
    return {
      ...info,
      caipAddress: `${network.caipNetworkId}:${token.address}`,
      native: false,
      amount,
      // The same conversion as the Blockchain API's, so both sources show the same numbers.
      numeric: viem.formatUnits(amount, info.decimals),
      ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    }
  }

  const readOtherNamespace = async (query: BalanceQuery) => {
    const getNativeBalance = portico.chains.get(query.network.chainNamespace)?.getNativeBalance
    if (!getNativeBalance) return []
    const holding = await readNative(query, async () => {
      const balance = await getNativeBalance({ address: query.address, network: query.network })
      return {
        ...query.network.nativeCurrency,
        decimals: balance.decimals,
        caipAddress: `${query.network.caipNetworkId}:native`,
        native: true,
        amount: balance.value,
        numeric: balance.formatted,
        ...(query.network.assets?.imageUrl ? { iconUrl: query.network.assets.imageUrl } : {}),
      }
    })
    // Token balances the chain plugin reads on chain (SPL on Solana), when it can.
    const getTokenHoldings = portico.chains.get(query.network.chainNamespace)?.getTokenHoldings
    const tokens = getTokenHoldings
      ? await getTokenHoldings({ address: query.address, network: query.network }).catch((error: unknown) => {
          log.warn(`Could not read token balances on ${query.network.caipNetworkId}`, error)
          return []
        })
      : []
    return [
      holding,
      ...tokens.map(
        (token): Holding => ({
          name: token.name ?? token.symbol ?? token.address,
          symbol: token.symbol ?? token.address.slice(0, 4),
          decimals: token.decimals,
          caipAddress: `${query.network.caipNetworkId}:${token.address}`,
          native: false,
          amount: token.value,
          numeric: token.formatted,
          ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
        }),
      ),
    ]
  }

  return {
    id: 'rpc',
    isSupported(network) {
      if (network.chainNamespace === 'eip155') return Boolean(rpcUrlOf(network))
      return Boolean(portico.chains.get(network.chainNamespace)?.getNativeBalance)
    },
    async getTokenBalances(query) {
      const holdings =
        query.network.chainNamespace === 'eip155'
          ? await readEvmHoldings(query)
          : await readOtherNamespace(query)
      const held = holdings.filter((holding) => holding.amount > 0n)
      const priced = await prices(held.map(({ caipAddress, symbol }) => ({ caipAddress, symbol })))
      return held.map((holding) =>
        toTokenBalance(holding, priced.get(holding.caipAddress.toLowerCase()), query.network),
      )
    },
    async getNfts(query): Promise<readonly Nft[]> {
      const collections = options.nftCollections?.[query.network.caipNetworkId] ?? []
      if (query.network.chainNamespace !== 'eip155' || collections.length === 0) return []
      const { client } = await clientFor(query.network)
      const owner = query.address as Address
      const lists = await Promise.all(
        collections.map((collection) =>
          readCollectionNfts({ client, network: query.network, collection, owner, log }),
        ),
      )
      return lists.flat()
    },
  }
}

function toTokenBalance(holding: Holding, price: TokenPrice | undefined, network: Network): TokenBalance {
  const { numeric } = holding
  return {
    name: holding.name,
    symbol: holding.symbol,
    chainId: network.caipNetworkId,
    ...(holding.native ? {} : { address: holding.caipAddress }),
    // Value = unit price × amount, as the Blockchain API computes it.
    ...(price ? { value: price.price * Number(numeric) } : {}),
    price: price?.price ?? 0,
    quantity: { decimals: String(holding.decimals), numeric },
    iconUrl: holding.iconUrl ?? price?.iconUrl ?? '',
  }
}
