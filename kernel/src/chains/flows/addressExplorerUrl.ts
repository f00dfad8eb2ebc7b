import type { Network } from '../../wallet/types.js'

/**
 * The explorer page of an address on a network (its default explorer's `addressUrl`, else
 * `<url>/address/<address>`), or undefined when the network names no explorer.
 *
 * @example
 * addressExplorerUrl(mainnet, '0xf39F…2266') // 'https://etherscan.io/address/0xf39F…2266'
 */
export function addressExplorerUrl(network: Pick<Network, 'blockExplorers'> | undefined, address: string) {
  const explorer = network?.blockExplorers?.default
  if (!explorer) return undefined
  return explorer.addressUrl
    ? explorer.addressUrl.replace('{address}', address)
    : `${explorer.url.replace(/\/$/, '')}/address/${address}`
}
