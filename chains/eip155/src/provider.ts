import type { Connector } from '@portico/kernel'
import { InvalidWalletResponseError, ProviderNotFoundError, toEip155Error } from './errors.js'
import { accountsSchema } from './schemas.js'
import type { Eip1193Provider } from './types.js'
import { parseChainId } from './utils/chainId.js'
import { isEip1193Provider } from './utils/isEip1193Provider.js'

/**
 * The EIP-1193 provider of a connector.
 *
 * @throws {ProviderNotFoundError} when the connector carries none.
 * @example
 * const provider = getProvider(portico.wallet.getActiveConnector('eip155')!)
 */
export function getProvider(connector: Pick<Connector, 'id' | 'provider'>): Eip1193Provider {
  if (!isEip1193Provider(connector.provider)) throw new ProviderNotFoundError(connector.id)
  return connector.provider
}

/**
 * Sends one request to a wallet. Whatever the wallet throws is mapped once, here: a rejection to an
 * RpcError 4001, node messages to node errors, other coded errors to RpcErrors.
 *
 * @example
 * const chainId = await requestWallet(provider, { method: 'eth_chainId' })
 */
export async function requestWallet(
  provider: Eip1193Provider,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  try {
    return await provider.request(
      request.params === undefined
        ? { method: request.method }
        : { method: request.method, params: request.params },
    )
  } catch (error) {
    throw toEip155Error(error)
  }
}

/**
 * The wallet's accounts from `method` (`eth_accounts` or `eth_requestAccounts`), validated.
 *
 * @throws {InvalidWalletResponseError} when the answer is not a list of addresses.
 * @example
 * const [address] = await requestAccounts(provider, 'eth_accounts')
 */
export async function requestAccounts(
  provider: Eip1193Provider,
  method: 'eth_accounts' | 'eth_requestAccounts',
): Promise<`0x${string}`[]> {
  const answer = await requestWallet(provider, { method })
  const parsed = accountsSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletResponseError(method, answer)
  return parsed.data
}

/**
 * The wallet's current chain id (`eth_chainId`), validated; hex, decimal text or a number.
 *
 * @throws {InvalidWalletResponseError} when the answer is no chain id.
 * @example
 * await requestChainId(provider) // 8453
 */
export async function requestChainId(provider: Eip1193Provider): Promise<number> {
  const answer = await requestWallet(provider, { method: 'eth_chainId' })
  const chainId = parseChainId(answer)
  if (chainId === undefined) throw new InvalidWalletResponseError('eth_chainId', answer)
  return chainId
}
