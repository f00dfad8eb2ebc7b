// @vitest-environment node
import { CACHE_LIFETIME_MS, type Portico } from '@portico/kernel'
import { parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  chainBalances,
  connectedKernel,
  networkOf,
  type Services,
  sendEth,
  sendNft,
  sendPtt,
  startServices,
  testClock,
  unlistedNetwork,
} from '../../../test/services.js'
import { balancesTokens } from '../../tokens.js'
import type { BalancesOptions } from '../../types.js'

let services: Services
const kernels: Portico[] = []

beforeAll(async () => {
  services = await startServices()
}, 120_000)

afterAll(async () => {
  await services?.stop()
})

afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
  services.api.reset()
})

const dev = (index: number) => services.local.accounts[index]!.address
const kernelFor = async (parameters: Omit<Parameters<typeof connectedKernel>[0], 'services'> = {}) => {
  const kernel = await connectedKernel({ services, ...parameters })
  kernels.push(kernel)
  return kernel
}
/** The RPC source reading PTT and PNFT on both local chains. */
const rpcOptions = (extra: BalancesOptions = {}): BalancesOptions => {
  const perChain = <T>(make: (chain: Services['chainA']) => T) => ({
    [services.chainA.caipNetworkId]: [make(services.chainA)],
    [services.chainB.caipNetworkId]: [make(services.chainB)],
  })
  return {
    source: 'rpc',
    tokens: perChain((chain) => ({ address: chain.erc20.address })),
    nftCollections: perChain((chain) => ({ address: chain.erc721.address })),
    ...extra,
  }
}

describe('token balances read on chain (RPC source)', () => {
  it('gives exactly the Blockchain API list when it takes its prices from the API', async () => {
    const fromApi = await (
      await (await kernelFor()).resolve(balancesTokens.service).load()
    ).getTokenBalances()
    const kernel = await kernelFor({ options: rpcOptions({ prices: 'api' }) })
    const fromRpc = await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(fromRpc).toEqual(fromApi)
    expect(fromRpc.map((item) => item.symbol)).toEqual(['ETH', 'PTT'])
    // Prices came from POST /v1/fungible/price, one address per request (only the first is priced).
    const priced = services.api
      .requests('price')
      .map((request) => (request.body as { addresses: string[] }).addresses)
    expect(priced).toEqual(
      expect.arrayContaining([
        [`${services.chainA.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
        [`${services.chainA.caipNetworkId}:${services.chainA.erc20.address}`],
      ]),
    )
  })

  it('needs no Blockchain API at all: quantities from anvil, fixed prices or none', async () => {
    const kernel = await kernelFor({
      network: networkOf(services.chainB),
      options: rpcOptions({ prices: { ETH: 2000 } }),
      kernel: { projectId: undefined },
    })
    const list = await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()
    const onChain = await chainBalances(services.chainB, dev(0))
    expect(list).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: services.chainB.caipNetworkId,
        value: 2000 * Number(onChain.eth),
        price: 2000,
        quantity: { decimals: '18', numeric: onChain.eth },
        iconUrl: '',
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        chainId: services.chainB.caipNetworkId,
        address: `${services.chainB.caipNetworkId}:${services.chainB.erc20.address}`,
        price: 0,
        quantity: { decimals: '18', numeric: onChain.ptt },
        iconUrl: '',
      },
    ])
    expect(services.api.requests()).toEqual([])
  })

  it('caches the native balance 30 s; forceUpdate or expiry reads it again', async () => {
    const clock = testClock()
    const holder = dev(3)
    const kernel = await kernelFor({ address: holder, options: rpcOptions({ now: clock.now }) })
    const service = await kernel.resolve(balancesTokens.service).load()
    const quantities = (list: Awaited<ReturnType<typeof service.getTokenBalances>>) =>
      Object.fromEntries(list.map((item) => [item.symbol, item.quantity.numeric]))
    const before = quantities(await service.getTokenBalances())

    await sendEth(services, services.chainA, 0, holder, parseEther('1'))
    await sendPtt(services, services.chainA, 0, holder, parseUnits('5', 18))
    const onChain = await chainBalances(services.chainA, holder)

    // A plain refresh re-reads the tokens; the native balance is still inside its 30 s.
    expect(quantities(await service.refresh())).toEqual({ ETH: before.ETH, PTT: onChain.ptt })
    const native = `${services.chainA.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    expect(quantities(await service.refresh({ forceUpdate: [native] }))).toEqual({
      ETH: onChain.eth,
      PTT: onChain.ptt,
    })

    await sendEth(services, services.chainA, 0, holder, parseEther('1'))
    clock.advance(CACHE_LIFETIME_MS.nativeBalance)
    const later = await chainBalances(services.chainA, holder)
    expect(quantities(await service.getTokenBalances())).toEqual({ ETH: later.eth, PTT: later.ptt })
  })

  it("shows 'Token Balance Unavailable' when the node does not answer", async () => {
    const kernel = await kernelFor({ network: unlistedNetwork, options: rpcOptions() })
    const service = await kernel.resolve(balancesTokens.service).load()
    expect(await service.getTokenBalances()).toEqual([])
    expect(kernel.notifications.getState().toasts.map((toast) => toast.message)).toEqual([
      'Token Balance Unavailable',
    ])
    expect(service.state.getState().tokens.status).toBe('error')
  })
})

describe('NFTs read on chain (PNFT on anvil)', () => {
  it("lists the account's tokens with their tokenURI metadata and images", async () => {
    const kernel = await kernelFor({ options: rpcOptions() })
    const nfts = await (await kernel.resolve(balancesTokens.service).load()).getNfts()
    const collection = `${services.chainA.caipNetworkId}:${services.chainA.erc721.address}`
    expect(nfts.map(({ imageUrl, ...rest }) => rest)).toEqual([
      {
        chainId: services.chainA.caipNetworkId,
        collection,
        collectionName: 'Portico Test NFT',
        tokenId: '1',
        name: 'Portico Test NFT #1',
        description: 'A test collectible on the Portico playground chain.',
      },
      {
        chainId: services.chainA.caipNetworkId,
        collection,
        collectionName: 'Portico Test NFT',
        tokenId: '2',
        name: 'Portico Test NFT #2',
        description: 'A test collectible on the Portico playground chain.',
      },
    ])
    for (const nft of nfts) {
      expect(nft.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
      const svg = Buffer.from(nft.imageUrl!.split(',')[1]!, 'base64').toString('utf8')
      expect(svg).toContain(`#${nft.tokenId}</text>`)
    }
  })

  it('follows a real transfer: a token that left is gone, the receiver lists it', async () => {
    const clock = testClock()
    const kernel = await kernelFor({
      network: networkOf(services.chainB),
      options: rpcOptions({ now: clock.now }),
    })
    const service = await kernel.resolve(balancesTokens.service).load()
    expect((await service.getNfts()).map((nft) => nft.tokenId)).toEqual(['1', '2'])

    await sendNft(services, services.chainB, 0, dev(7), 2n)
    // Cached for 30 s like the token list; a forced read sees the chain at once.
    expect((await service.getNfts()).map((nft) => nft.tokenId)).toEqual(['1', '2'])
    expect((await service.getNfts({ force: true })).map((nft) => nft.tokenId)).toEqual(['1'])

    const receiver = await kernelFor({
      address: dev(7),
      network: networkOf(services.chainB),
      options: rpcOptions(),
    })
    expect(
      (await (await receiver.resolve(balancesTokens.service).load()).getNfts()).map((nft) => nft.name),
    ).toEqual(['Portico Test NFT #2'])
  })

  it('serves NFTs through the API source from the chain, or none without collections', async () => {
    const withCollections = await kernelFor({
      options: { nftCollections: rpcOptions().nftCollections },
    })
    expect(
      (await (await withCollections.resolve(balancesTokens.service).load()).getNfts()).map(
        (nft) => nft.tokenId,
      ),
    ).toEqual(['1', '2'])
    const without = await kernelFor()
    expect(await (await without.resolve(balancesTokens.service).load()).getNfts()).toEqual([])
    expect((await without.resolve(balancesTokens.service).load()).state.getState().nfts.status).toBe('ready')
  })

  it('an account without tokens in the collection gets an empty list', async () => {
    const kernel = await kernelFor({ address: dev(9), options: rpcOptions() })
    expect(await (await kernel.resolve(balancesTokens.service).load()).getNfts()).toEqual([])
  })

  it('a failing node gives an error state with the retry time, and no token toast', async () => {
    const clock = testClock()
    const kernel = await kernelFor({
      network: unlistedNetwork,
      options: {
        nftCollections: { [unlistedNetwork.caipNetworkId]: [{ address: services.chainA.erc721.address }] },
        now: clock.now,
      },
    })
    const service = await kernel.resolve(balancesTokens.service).load()
    await service.getTokenBalances()
    const toasts = kernel.notifications.getState().toasts.length
    expect(await service.getNfts()).toEqual([])
    expect(service.state.getState().nfts).toMatchObject({ status: 'error', retryAt: clock.now() + 30_000 })
    expect(kernel.notifications.getState().toasts).toHaveLength(toasts)
  })
})
