import type { Logger, Network } from '@portico/kernel'
import type { PublicClient } from 'viem'
import type { ConfiguredCollection, Nft } from '../../types.js'
import { ERC721_ENUMERABLE_INTERFACE_ID, erc721ReadAbi, erc721TransferEvent } from './abis.js'
import { parseTokenUri } from './tokenUri.js'

type Address = `0x${string}`

export type ReadCollectionParameters = {
  client: PublicClient
  network: Network
  collection: ConfiguredCollection
  owner: Address
  log: Logger
}

/**
 * The tokens `owner` holds in one ERC-721 collection, with their metadata. Token ids come from
 * `tokenOfOwnerByIndex` when the collection is Enumerable, else from the Transfer logs to the
 * owner, each checked with `ownerOf` (a token may have left since).
 */
export async function readCollectionNfts({
  client,
  network,
  collection,
  owner,
  log,
}: ReadCollectionParameters): Promise<Nft[]> {
  const contract = { address: collection.address, abi: erc721ReadAbi } as const
  const balance = await client.readContract({ ...contract, functionName: 'balanceOf', args: [owner] })
  if (balance === 0n) return []
  const [collectionName, ids] = await Promise.all([
    client.readContract({ ...contract, functionName: 'name' }).catch(() => 'NFT'),
    (await isEnumerable(client, collection.address))
      ? enumerateIds(client, collection.address, owner, balance)
      : scanOwnedIds(client, collection, owner),
  ])
  return Promise.all(
    ids.map(async (id): Promise<Nft> => {
      const tokenId = id.toString()
      const uri = await client
        .readContract({ ...contract, functionName: 'tokenURI', args: [id] })
        .catch((error: unknown) => {
          log.debug(`No tokenURI for ${collection.address} #${tokenId}`, error)
          return ''
        })
      const metadata = parseTokenUri(uri)
      return {
        chainId: network.caipNetworkId,
        collection: `${network.caipNetworkId}:${collection.address}`,
        collectionName,
        tokenId,
        name: metadata?.name ?? `${collectionName} #${tokenId}`,
        ...(metadata?.description ? { description: metadata.description } : {}),
        ...(metadata?.image ? { imageUrl: metadata.image } : {}),
      }
    }),
  )
}

async function isEnumerable(client: PublicClient, address: Address): Promise<boolean> {
  try {
    return await client.readContract({
      address,
      abi: erc721ReadAbi,
      functionName: 'supportsInterface',
      args: [ERC721_ENUMERABLE_INTERFACE_ID],
    })
  } catch {
    // No ERC-165: not Enumerable either.
    return false
  }
}

function enumerateIds(client: PublicClient, address: Address, owner: Address, balance: bigint) {
  return Promise.all(
    Array.from({ length: Number(balance) }, (_, index) =>
      client.readContract({
        address,
        abi: erc721ReadAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [owner, BigInt(index)],
      }),
    ),
  )
}

async function scanOwnedIds(client: PublicClient, collection: ConfiguredCollection, owner: Address) {
  const logs = await client.getLogs({
    address: collection.address,
    event: erc721TransferEvent,
    args: { to: owner },
    fromBlock: BigInt(collection.fromBlock ?? 0),
    toBlock: 'latest',
  })
  const candidates = [
    ...new Set(logs.flatMap((entry) => (entry.args.tokenId === undefined ? [] : [entry.args.tokenId]))),
  ]
  const owners = await Promise.all(
    candidates.map((id) =>
      client
        .readContract({
          address: collection.address,
          abi: erc721ReadAbi,
          functionName: 'ownerOf',
          args: [id],
        })
        .catch(() => undefined),
    ),
  )
  return candidates
    .filter((_, index) => owners[index]?.toLowerCase() === owner.toLowerCase())
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
