import type { ChainNamespace } from '@portico/kernel'
import { usePendingPortico } from '../context/PendingPortico.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { useT } from '../hooks/useT.js'
import { LiveEntryButton } from './LiveEntryButton.js'

export type NetworkButtonProps = { namespace?: ChainNamespace; className?: string }

/**
 * The active network's image and name; opens SwitchNetwork. Marks a network the app does not support.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton(props: NetworkButtonProps) {
  // The network is the instance's (restored on start): nothing to show before it has loaded.
  return usePendingPortico() ? null : <LiveNetworkButton {...props} />
}

function LiveNetworkButton({ namespace, className }: NetworkButtonProps) {
  const t = useT()
  const { network, isSupported } = useNetwork(namespace)
  const open = useOpenModal()
  const name = !isSupported
    ? t('ui.button.network.unsupported')
    : (network?.name ?? t('ui.button.network.select'))
  const image = isSupported ? network?.assets?.imageUrl : undefined
  return (
    <LiveEntryButton
      kind="portico-network-button"
      className={className}
      data-unsupported={isSupported ? undefined : ''}
      onClick={() => void open({ view: 'SwitchNetwork' }).catch(() => undefined)}
    >
      {image ? (
        <img className="portico-entry-image" src={image} alt="" />
      ) : (
        <span className="portico-entry-image" aria-hidden="true">
          {isSupported && network ? network.name.slice(0, 1).toUpperCase() : '!'}
        </span>
      )}
      <span className="portico-entry-name">{name}</span>
    </LiveEntryButton>
  )
}
