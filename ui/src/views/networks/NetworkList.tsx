import type { ChainNamespace, Network } from '@portico/kernel'
import { useListKeyboardNavigation } from '../../a11y/useListKeyboardNavigation.js'
import { useWalletState } from '../../hooks/useWalletState.js'
import { useT } from '../../primitives/context.js'
import { CheckIcon } from '../../primitives/icons.js'
import { ListItem } from '../../primitives/ListItem.js'
import { NetworkImage } from '../../primitives/NetworkImage.js'
import { Text } from '../../primitives/Text.js'

export type NetworkListProps = {
  networks: readonly Network[]
  pending: Network | undefined
  onSelect: (network: Network) => void
  label: string
}

/**
 * Networks grouped by namespace when there are several. The current one (active network of the
 * active namespace) is marked `aria-current`; while a switch waits for the wallet, its row spins
 * and the others are disabled.
 */
export function NetworkList({ networks, pending, onSelect, label }: NetworkListProps) {
  const t = useT()
  const activeNamespace = useWalletState((s) => s.activeNamespace)
  const current = useWalletState((s) => (activeNamespace ? s.activeNetworks[activeNamespace] : undefined))
  const unsupported = useWalletState((s) =>
    activeNamespace ? s.unsupportedNetworks[activeNamespace] : undefined,
  )
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  const { containerProps } = useListKeyboardNavigation()

  const group = (namespace: ChainNamespace) => (
    <ul
      className="portico-stack"
      aria-label={namespaces.length > 1 ? t(`views.namespace.${namespace}`) : label}
    >
      {networks
        .filter((network) => network.chainNamespace === namespace)
        .map((network) => {
          const isCurrent = !unsupported && network.caipNetworkId === current?.caipNetworkId
          const isPending = pending?.caipNetworkId === network.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                data-list-item=""
                leading={<NetworkImage network={network} size={32} decorative />}
                title={network.name}
                description={network.testnet ? t('views.switchNetwork.testnet') : undefined}
                current={isCurrent}
                loading={isPending}
                disabled={Boolean(pending) && !isPending}
                trailing={
                  isCurrent ? (
                    <>
                      <CheckIcon />
                      <span className="portico-visually-hidden">{t('views.switchNetwork.current')}</span>
                    </>
                  ) : null
                }
                onClick={() => onSelect(network)}
              />
            </li>
          )
        })}
    </ul>
  )

  return (
    <div className="portico-stack" {...containerProps}>
      {namespaces.length > 1
        ? namespaces.map((namespace) => (
            <section key={namespace} className="portico-stack">
              <Text as="h3" variant="small" tone="muted">
                {t(`views.namespace.${namespace}`)}
              </Text>
              {group(namespace)}
            </section>
          ))
        : namespaces.map((namespace) => <div key={namespace}>{group(namespace)}</div>)}
    </div>
  )
}
