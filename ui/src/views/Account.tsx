import { getShortMessage } from '@portico/kernel'
import { useState } from 'react'
import { useAccount } from '../hooks/useAccount.js'
import { useViewEnabled } from '../hooks/useExtensions.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { ChevronRightIcon, PowerIcon, WalletIcon, WarningIcon } from '../primitives/icons.js'
import { ListItem } from '../primitives/ListItem.js'
import { NetworkImage } from '../primitives/NetworkImage.js'
import { Styles } from '../primitives/Styles.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { vars } from '../theme/tokens.js'
import { AccountHeader } from './account/AccountHeader.js'
import { AccountTabs } from './account/AccountTabs.js'
import { WalletFeatures } from './account/WalletFeatures.js'
import { AccountTypeSwitch } from './profileWallets/AccountTypeSwitch.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { LoadingState, ViewState } from './shared/ViewState.js'

const css = `
[data-portico] .portico-account-header { display: flex; flex-direction: column; align-items: center; gap: ${vars.space.xs};
  padding-bottom: ${vars.space.sm}; text-align: center; }
[data-portico] .portico-account-header > .portico-row { max-width: 100%; }
`

/**
 * Account (spec 2, default when connected): who is connected, the balance (3 decimals, '0.000' by
 * default), the network, the connected wallets, the plugins' feature buttons and tabs, disconnect.
 */
export default function Account() {
  const portico = usePortico()
  const t = useT()
  const account = useAccount()
  const { network, isSupported } = useNetwork()
  const showWallets = useViewEnabled('ProfileWallets')
  const [disconnecting, setDisconnecting] = useState(false)

  if (account.isConnecting && !account.isConnected) return <LoadingState label={t('views.account.loading')} />
  if (!account.isConnected)
    return (
      <ViewLayout>
        <ViewState
          icon={<WalletIcon />}
          title={t('views.account.notConnected.title')}
          actions={
            <Button onClick={() => portico.router.reset('Connect')}>
              {t('views.account.notConnected.action')}
            </Button>
          }
        />
      </ViewLayout>
    )

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await portico.wallet.disconnect()
    } catch (error) {
      // The local session is gone either way (kernel rule); the visitor learns the wallet did not answer.
      portico.notifications.error(getShortMessage(error))
    } finally {
      setDisconnecting(false)
    }
    portico.modal.close()
  }

  const wallet = account.connectedWalletInfo
  return (
    <ViewLayout className="portico-account">
      <Styles id="account" css={css} />
      <AccountHeader account={account} />
      <WalletFeatures />
      <ListItem
        leading={
          network ? <NetworkImage network={network} size={32} decorative /> : <WarningIcon fontSize={24} />
        }
        title={isSupported && network ? network.name : t('views.account.unsupported')}
        description={t('views.account.network')}
        trailing={<ChevronRightIcon />}
        onClick={() => portico.router.push('SwitchNetwork')}
        data-testid="account-network"
      />
      {showWallets && wallet ? (
        <ListItem
          leading={<WalletImage src={wallet.icon} name={wallet.name} size={32} decorative />}
          title={wallet.name}
          description={t('views.account.wallets')}
          trailing={<ChevronRightIcon />}
          onClick={() => portico.router.push('ProfileWallets')}
          data-testid="account-wallets"
        />
      ) : null}
      <AccountTypeSwitch />
      <AccountTabs />
      <Button
        variant="danger"
        icon={<PowerIcon />}
        loading={disconnecting}
        onClick={() => void disconnect()}
        fullWidth
      >
        {t('views.account.disconnect')}
      </Button>
    </ViewLayout>
  )
}
