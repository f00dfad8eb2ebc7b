import { alerts, getShortMessage } from '@portico/kernel'
import { useId, useState } from 'react'
import { useFlag } from '../hooks/useFlag.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { WalletIcon } from '../primitives/icons.js'
import { Styles } from '../primitives/Styles.js'
import { Text } from '../primitives/Text.js'
import { vars } from '../theme/tokens.js'
import { AccountTypeSwitch } from './profileWallets/AccountTypeSwitch.js'
import { ProfileWalletRow } from './profileWallets/ProfileWalletRow.js'
import { useProfileConnections } from './profileWallets/useProfileConnections.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

const css = `
[data-portico] .portico-profile-wallet { display: flex; align-items: center; gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.md}; border-radius: ${vars.radius.item}; background: ${vars.color.surface}; }
[data-portico] .portico-profile-wallet[data-active] { box-shadow: inset 0 0 0 1px ${vars.color.success}; }
[data-portico] .portico-profile-wallet-text { display: flex; flex: 1; min-width: 0; flex-direction: column; }
`

/**
 * ProfileWallets (spec 2 "Connected wallets"; spec 6): with the multiWallet flag on, every
 * connection with switch and disconnect each, and a way to add another; off, the active wallet only
 * and adding one shows the alert Multi-wallet not enabled.
 */
export default function ProfileWallets() {
  const portico = usePortico()
  const t = useT()
  const multiWallet = useFlag('multiWallet')
  const groups = useProfileConnections()
  const [problem, setProblem] = useState<unknown>()
  const headingId = useId()

  if (groups.length === 0)
    return (
      <ViewLayout>
        <ViewState
          icon={<WalletIcon />}
          title={t('views.profileWallets.empty.title')}
          actions={
            <Button onClick={() => portico.router.reset('Connect')}>
              {t('views.profileWallets.empty.action')}
            </Button>
          }
        />
      </ViewLayout>
    )

  return (
    <ViewLayout className="portico-profile-wallets">
      <Styles id="profile-wallets" css={css} />
      {problem ? (
        <Text tone="error" role="alert">
          {getShortMessage(problem)}
        </Text>
      ) : null}
      {groups.map((group) => (
        <section
          key={group.namespace}
          aria-labelledby={`${headingId}-${group.namespace}`}
          className="portico-stack"
        >
          <Text as="h3" variant="small" tone="muted" id={`${headingId}-${group.namespace}`}>
            {t(`views.namespace.${group.namespace}`)}
          </Text>
          <ul className="portico-stack">
            {group.entries.map((entry) => (
              <ProfileWalletRow key={entry.connection.connectorId} entry={entry} onError={setProblem} />
            ))}
          </ul>
        </section>
      ))}
      <AccountTypeSwitch />
      {/* Spec 8: with multiWallet off, adding a wallet says why it cannot, in the alert bar. */}
      <Button
        variant="secondary"
        onClick={() =>
          multiWallet
            ? portico.router.push('Connect')
            : portico.notifications.showAlert(alerts.MULTI_WALLET_NOT_ENABLED)
        }
      >
        {t('views.profileWallets.add')}
      </Button>
    </ViewLayout>
  )
}
