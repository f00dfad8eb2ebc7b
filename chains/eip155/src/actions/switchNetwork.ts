import { AddNetworkRejectedError, type Network, NetworkSwitchError } from '@portico/kernel'
import { isUserRejection, toRpcError } from '@portico/kernel/rpc-errors'
import { hasErrorCode } from '../errors.js'
import { requestWallet } from '../provider.js'
import type { Eip1193Provider } from '../types.js'
import { getChainId, toHexChainId } from '../utils/chainId.js'

export type SwitchNetworkParameters = { provider: Eip1193Provider; network: Network }

/**
 * Asks the wallet to move to `network` (`wallet_switchEthereumChain`). When the wallet does not
 * know the chain (4902, also when nested in `data.originalError`), adds it with
 * `wallet_addEthereumChain` and switches again.
 *
 * @throws {RpcError} code 4001 when the visitor refuses the switch (the kernel says the switch was rejected).
 * @throws {AddNetworkRejectedError} when the visitor refuses adding the chain.
 * @throws {NetworkSwitchError} 'Failed to switch to chain {id}. …' on any other failure.
 * @example
 * await switchNetwork({ provider, network: base })
 */
export async function switchNetwork({ provider, network }: SwitchNetworkParameters): Promise<void> {
  const chainId = toHexChainId(getChainId(network))
  const switchTo = () =>
    requestWallet(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchTo()
    return
  } catch (error) {
    if (!hasErrorCode(error, 4902)) throw toSwitchError(network, error)
  }
  try {
    await requestWallet(provider, {
      method: 'wallet_addEthereumChain',
      params: [getAddChainParameters(network)],
    })
  } catch (error) {
    if (isUserRejection(error)) throw new AddNetworkRejectedError(network.name, { cause: error })
    throw toSwitchError(network, error)
  }
  try {
    await switchTo()
  } catch (error) {
    throw toSwitchError(network, error)
  }
}

/**
 * EIP-3085 parameters for `network`: chain id hex, name, native currency, RPC URLs, explorer and icon.
 *
 * @example
 * getAddChainParameters(base)
 * // { chainId: '0x2105', chainName: 'Base', nativeCurrency, rpcUrls, blockExplorerUrls, iconUrls }
 */
export function getAddChainParameters(network: Network) {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: toHexChainId(getChainId(network)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}

function toSwitchError(network: Network, error: unknown): Error {
  if (isUserRejection(error)) return toRpcError(error) as Error
  return new NetworkSwitchError(network.id, { cause: error })
}
