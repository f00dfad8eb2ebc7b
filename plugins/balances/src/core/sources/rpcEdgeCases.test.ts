// @vitest-environment node
import type { Portico } from '@portico/kernel'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { compileEdgeCaseContracts } from '../../../test/compileContracts.js'
import { connectedKernel, deploy, type Services, startServices } from '../../../test/services.js'
import { balancesTokens } from '../../tokens.js'

// Contracts the playground does not have: a token with 0 decimals and an ERC-721 Enumerable that
// emits no Transfer logs. Deployed on anvil by dev account 8 for dev account 2.
let services: Services
let zeroDecimals: `0x${string}`
let enumerable: `0x${string}`
const kernels: Portico[] = []

beforeAll(async () => {
  const contracts = compileEdgeCaseContracts()
  services = await startServices()
  const holder = services.local.accounts[2]!.address
  zeroDecimals = await deploy(services, services.chainA, 8, contracts.ZeroDecimalsToken, [holder, 500n])
  enumerable = await deploy(services, services.chainA, 8, contracts.EnumerableNft, [holder, [10n, 30n]])
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

const holderKernel = async () => {
  const { caipNetworkId, erc20, erc721 } = services.chainA
  const kernel = await connectedKernel({
    services,
    address: services.local.accounts[2]!.address,
    options: {
      source: 'rpc',
      tokens: { [caipNetworkId]: [{ address: erc20.address }, { address: zeroDecimals }] },
      nftCollections: { [caipNetworkId]: [{ address: erc721.address }, { address: enumerable }] },
    },
  })
  kernels.push(kernel)
  return kernel
}

describe('RPC source on contracts beyond the playground seed', () => {
  it('reads a 0-decimals token on chain and drops it as low quality (spec 5)', async () => {
    const kernel = await holderKernel()
    const list = await (await kernel.resolve(balancesTokens.service).load()).getTokenBalances()
    expect(list.map((item) => [item.symbol, item.quantity.decimals, item.quantity.numeric])).toEqual([
      ['ETH', '18', '10000'],
      ['PTT', '18', '1000'],
    ])
    expect(kernel.wallet.getAccount('eip155').tokenBalance.map((item) => item.symbol)).toEqual(['ETH', 'PTT'])
  })

  it('lists an Enumerable collection through tokenOfOwnerByIndex, with percent-encoded metadata', async () => {
    const kernel = await holderKernel()
    const nfts = await (await kernel.resolve(balancesTokens.service).load()).getNfts()
    expect(nfts).toEqual([
      {
        chainId: services.chainA.caipNetworkId,
        collection: `${services.chainA.caipNetworkId}:${enumerable}`,
        collectionName: 'Enumerable Test NFT',
        tokenId: '10',
        name: 'Enumerable #10',
      },
      {
        chainId: services.chainA.caipNetworkId,
        collection: `${services.chainA.caipNetworkId}:${enumerable}`,
        collectionName: 'Enumerable Test NFT',
        tokenId: '30',
        name: 'Enumerable #30',
      },
    ])
  })
})
