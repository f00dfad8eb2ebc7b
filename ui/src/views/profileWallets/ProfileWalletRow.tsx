import { getShortMessage, truncateAddress } from '@portico/kernel'
import { useState } from 'react'
import { Button } from '../../primitives/Button.js'
import { usePortico, useT } from '../../primitives/context.js'
import { IconButton } from '../../primitives/IconButton.js'
import { PowerIcon } from '../../primitives/icons.js'
import { Tag } from '../../primitives/ListItem.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Text } from '../../primitives/Text.js'
import { WalletImage } from '../../primitives/WalletImage.js'
import { useWalletImageSrc } from '../shared/useWalletImageSrc.js'
import type { ProfileConnection } from './useProfileConnections.js'

/** One connected wallet: its logo, name and address, and switch / disconnect actions. */
export function ProfileWalletRow({
  entry,
  onError,
}: {
  entry: ProfileConnection
  onError: (error: unknown) => void
}) {
  const portico = usePortico()
  const t = useT()
  const [pending, setPending] = useState<'switch' | 'disconnect' | undefined>()
  const { connector, connection, namespace, active } = entry
  const name = connector?.name ?? connection.auth?.name ?? connection.connectorId
  const address = connection.accounts[0]?.address ?? ''
  const imageSrc = useWalletImageSrc({ connector })

  const run = async (kind: 'switch' | 'disconnect') => {
    setPending(kind)
    try {
      if (kind === 'disconnect')
        await portico.wallet.disconnect({ namespace, connectorId: connection.connectorId })
      else if (connector) {
        // The kernel's switching rules load on the first switch, not with the modal.
        const { switchConnection } = await import('./switchConnection.js')
        await switchConnection(portico, namespace, connector, address)
      }
    } catch (error) {
      onError(error)
      portico.log.warn(`ProfileWallets: ${kind} failed`, getShortMessage(error))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <li className="portico-profile-wallet" data-active={active || undefined}>
      <WalletImage src={imageSrc} name={name} size={40} decorative />
      <div className="portico-profile-wallet-text">
        <Text truncate>{name}</Text>
        <Text variant="small" tone="muted" title={address}>
          {truncateAddress(address)}
        </Text>
      </div>
      {pending ? (
        <Spinner
          label={t(
            pending === 'switch' ? 'views.profileWallets.switching' : 'views.profileWallets.disconnecting',
          )}
        />
      ) : active ? (
        <Tag tone="success">{t('views.profileWallets.active')}</Tag>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void run('switch')}
          disabled={!connector}
          aria-label={t('views.profileWallets.switch', { wallet: name })}
        >
          {t('views.profileWallets.switchShort')}
        </Button>
      )}
      <IconButton
        label={t('views.profileWallets.disconnect', { wallet: name })}
        icon={<PowerIcon />}
        disabled={Boolean(pending)}
        onClick={() => void run('disconnect')}
      />
    </li>
  )
}
