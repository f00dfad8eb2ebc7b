import { getShortMessage } from '@portico/kernel'
import { useState } from 'react'
import { useAccount } from '../../hooks/useAccount.js'
import { useWalletState } from '../../hooks/useWalletState.js'
import { usePortico, useT } from '../../primitives/context.js'
import { ChevronRightIcon } from '../../primitives/icons.js'
import { ListItem } from '../../primitives/ListItem.js'

/**
 * The embedded wallet's switch between its EOA and its smart account (spec 4 "Switching
 * connection" for the auth connector), in Account and ProfileWallets. Shown only while the auth
 * connector is the active one and its wallet lists a smart account for the network.
 */
export function AccountTypeSwitch() {
  const portico = usePortico()
  const t = useT()
  const account = useAccount()
  const namespace = account.namespace
  const connector = useWalletState((s) => {
    const id = namespace ? s.activeConnectorIds[namespace] : undefined
    return s.connectors.find((c) => c.id === id)
  })
  const [switching, setSwitching] = useState(false)
  const smartAccount = account.user?.accounts?.find((a) => a.type === 'smartAccount')
  if (
    !namespace ||
    !account.isConnected ||
    connector?.type !== 'AUTH' ||
    !connector.setAccountType ||
    !smartAccount
  )
    return null
  const isSmart = account.preferredAccountType === 'smartAccount'

  const run = async () => {
    setSwitching(true)
    try {
      // The kernel's switching rules load on the first switch, not with the modal.
      const { switchConnection } = await import('./switchConnection.js')
      await switchConnection(portico, namespace, connector)
    } catch (error) {
      portico.notifications.error(getShortMessage(error))
      portico.log.warn('Switching the account type failed', getShortMessage(error))
    } finally {
      setSwitching(false)
    }
  }

  return (
    <ListItem
      title={t(isSmart ? 'views.accountType.toEoa' : 'views.accountType.toSmartAccount')}
      description={t(isSmart ? 'views.accountType.usingSmartAccount' : 'views.accountType.usingEoa')}
      trailing={<ChevronRightIcon />}
      loading={switching}
      disabled={switching}
      aria-label={switching ? t('views.accountType.switching') : undefined}
      onClick={() => void run()}
      data-testid="account-type-switch"
    />
  )
}
