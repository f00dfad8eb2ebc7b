import { loadOnce, type Network, type Portico, type TokenBalance } from '@portico/kernel'
import type { BalanceQuery, BalanceSource, BalancesOptions, Nft } from '../../types.js'
import { balanceItemSchema, balanceResponseSchema, supportedChainsSchema } from '../schemas.js'
import { normalizeTokenBalance } from '../tokenList.js'

export type BlockchainApiSourceParameters = {
  portico: Portico
  options: Readonly<BalancesOptions>
  /** Where NFTs come from: the Blockchain API has no NFT endpoint (API-FACTS 2), so the RPC source reads them. */
  nftSource: () => Promise<Pick<BalanceSource, 'getNfts'>>
}

/**
 * Balances from the Blockchain API: `GET /v1/account/{address}/balance` with `currency=usd`,
 * `chainId` and `forceUpdate`. A network missing from `/v1/supported-chains` (fetched once per
 * kernel, on first use) is unsupported, so no balance request is made for it.
 */
export function createBlockchainApiSource({
  portico,
  options,
  nftSource,
}: BlockchainApiSourceParameters): BalanceSource {
  const log = portico.log.child('balances')
  // Fetched once per kernel, on first use; a failure is not remembered, so the next request asks
  // again instead of calling every network unsupported.
  const supportedChains = loadOnce(() =>
    portico.http.blockchain
      .get('v1/supported-chains', { schema: supportedChainsSchema })
      .then((answer): ReadonlySet<string> => new Set(answer.http)),
  ).load

  return {
    id: 'api',
    async isSupported(network: Network) {
      return (await supportedChains()).has(network.caipNetworkId)
    },
    async getTokenBalances({ address, network, forceUpdate, signal }: BalanceQuery) {
      // The server re-reads only eip155 tokens and answers 400 for anything else (API-FACTS 2.4).
      const refresh =
        network.chainNamespace === 'eip155' && forceUpdate?.length ? forceUpdate.join(',') : undefined
      const answer = await portico.http.blockchain.get(`v1/account/${encodeURIComponent(address)}/balance`, {
        query: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: refresh },
        schema: balanceResponseSchema,
        signal,
      })
      const items: TokenBalance[] = []
      for (const raw of answer.balances) {
        const parsed = balanceItemSchema.safeParse(raw)
        if (parsed.success) items.push(normalizeTokenBalance(parsed.data, network))
        else log.warn('Dropped a balance item the API sent in an unknown shape', parsed.error.issues)
      }
      return items
    },
    async getNfts(query: BalanceQuery): Promise<readonly Nft[]> {
      if (!options.nftCollections?.[query.network.caipNetworkId]?.length) return []
      return (await nftSource()).getNfts(query)
    },
  }
}
