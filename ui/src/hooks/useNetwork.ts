import type { CaipNetworkId, ChainNamespace, Network } from '@portico/kernel'
import { useCallback, useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useWalletState } from './useWalletState.js'

export type NetworkSwitchOutcome = Awaited<
  ReturnType<import('@portico/kernel').WalletController['requestNetworkSwitch']>
>

export type UseNetworkResult = {
  namespace: ChainNamespace | undefined
  /** The active network of the namespace; undefined when the wallet is on one the app does not know. */
  network: Network | undefined
  /** The CAIP-2 id of the network the wallet is on, known to the app or not. */
  caipNetworkId: CaipNetworkId | undefined
  /** Every network the app is configured for. */
  networks: readonly Network[]
  /** Spec 5: supported when no networks are requested or the active one is among them. */
  isSupported: boolean
  /**
   * Asks for another network following spec 2: switches at once, or shows SwitchNetwork (forced
   * confirmation, embedded wallet) or SwitchActiveChain (another namespace) in the modal.
   */
  switchNetwork(network: Network): Promise<NetworkSwitchOutcome>
}

/**
 * The active network of a namespace (default: the active one), the configured networks and a switch.
 *
 * @example
 * const { network, networks, switchNetwork } = useNetwork()
 * networks.map((n) => <button onClick={() => switchNetwork(n)}>{n.name}</button>)
 */
export function useNetwork(namespace?: ChainNamespace): UseNetworkResult {
  const { portico } = usePorticoContext('useNetwork')
  const slice = useWalletState((state) => {
    const ns = namespace ?? state.activeNamespace
    const network = ns ? state.activeNetworks[ns] : undefined
    const unsupported = ns ? state.unsupportedNetworks[ns] : undefined
    const requested = state.networks.filter((n) => n.chainNamespace === ns)
    return {
      namespace: ns,
      network: unsupported ? undefined : network,
      caipNetworkId: unsupported ?? network?.caipNetworkId,
      networks: state.networks,
      isSupported:
        !unsupported &&
        (requested.length === 0 ||
          Boolean(network && requested.some((n) => n.caipNetworkId === network.caipNetworkId))),
    }
  })
  const switchNetwork = useCallback(
    (network: Network) => portico.wallet.requestNetworkSwitch(network),
    [portico],
  )
  return useMemo(() => ({ ...slice, switchNetwork }), [slice, switchNetwork])
}
