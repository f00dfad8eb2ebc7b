import {
  type Connector,
  type ConnectResult,
  type Logger,
  type Network,
  toChecksumAddress,
} from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'
import { getProvider, requestAccounts, requestChainId } from '../provider.js'
import { getChainId, toCaipNetworkId } from '../utils/chainId.js'
import { switchNetwork } from './switchNetwork.js'

export type ConnectParameters = {
  connector: Pick<Connector, 'id' | 'provider'>
  /** The network the app is on; the wallet is asked to switch to it when it is elsewhere. */
  network?: Network | undefined
  /** Told before the wallet is asked to switch to `network`. */
  onSwitchNetwork?: ((network: Network) => void) | undefined
  log?: Pick<Logger, 'warn'> | undefined
  /** Checksums the addresses; default `toChecksumAddress` (the plugin passes its cached one). */
  checksum?: ((address: string) => string) | undefined
}

/**
 * Connects a wallet: `eth_requestAccounts` (the wallet may prompt), then `eth_chainId`. When the
 * wallet is on another chain than `network`, it is asked to switch; if it will not, the connection
 * stands on the wallet's chain (the kernel marks an unknown one unsupported).
 *
 * @example
 * const { accounts, caipNetworkId } = await connect({ connector, network: mainnet })
 */
export async function connect({
  connector,
  network,
  onSwitchNetwork,
  log,
  checksum,
}: ConnectParameters): Promise<ConnectResult> {
  const provider = getProvider(connector)
  const addresses = await requestAccounts(provider, 'eth_requestAccounts')
  let chainId = await requestChainId(provider)
  if (network && getChainId(network) !== chainId) {
    try {
      onSwitchNetwork?.(network)
      await switchNetwork({ provider, network })
      chainId = await requestChainId(provider)
    } catch (error) {
      log?.warn(
        isUserRejection(error)
          ? 'The wallet declined to switch network while connecting; staying on its network'
          : 'The wallet could not switch network while connecting; staying on its network',
        error,
      )
    }
  }
  return toConnectResult(addresses, chainId, checksum)
}

/**
 * The kernel's connect result for a wallet's addresses (checksummed, type eoa) and chain.
 *
 * @example
 * toConnectResult(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], 1)
 * // { accounts: [{ namespace: 'eip155', address: '0xf39Fd6…2266', type: 'eoa' }], caipNetworkId: 'eip155:1' }
 */
export function toConnectResult(
  addresses: readonly string[],
  chainId: number,
  checksum: (address: string) => string = toChecksumAddress,
): ConnectResult {
  return {
    accounts: addresses.map((address) => ({
      namespace: 'eip155',
      address: checksum(address),
      type: 'eoa',
    })),
    caipNetworkId: toCaipNetworkId(chainId),
  }
}
