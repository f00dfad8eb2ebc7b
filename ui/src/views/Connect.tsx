import { connectMethodOrder, hasShownInjectedConnector } from '@portico/kernel'
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react'
import { useExtensions } from '../hooks/useExtensions.js'
import { useFlag } from '../hooks/useFlag.js'
import { useWalletState } from '../hooks/useWalletState.js'
import { usePortico, useT } from '../primitives/context.js'
import { WalletIcon } from '../primitives/icons.js'
import { ListItem } from '../primitives/ListItem.js'
import { ConnectSection } from './connect/ConnectSection.js'
import { ConnectWalletList } from './connect/ConnectWalletList.js'
import { LegalConsent, useLegalConsent } from './connect/LegalConsent.js'
import { useConnectList } from './connect/useConnectList.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

/**
 * Connect (spec 2, default when not connected): the e-mail and social sections plugins contribute
 * and the wallet list, in the spec's method order (e-mail, social, wallet; wallet first when an
 * installed wallet shows). With the `legalCheckbox` flag every way to connect waits for the consent
 * checkbox; with `collapseWallets` and another way to connect, the wallet list folds into one
 * "Continue with a wallet" row that unfolds it.
 */
export default function Connect() {
  const portico = usePortico()
  const t = useT()
  const sections = useExtensions('connect.sections')
  const connectors = useWalletState((s) => s.connectors)
  const list = useConnectList()
  const hasInjected = hasShownInjectedConnector(connectors, portico.options.excludeWalletIds)
  const legalRequired = useFlag('legalCheckbox')
  const consented = useLegalConsent(legalRequired)
  const collapseWallets = useFlag('collapseWallets')
  const [walletsUnfolded, setWalletsUnfolded] = useState(false)
  const unfoldedFrom = useRef<Element | null>(null)
  // Unfolding moves focus to the first wallet, where the folded row was.
  useEffect(() => {
    if (walletsUnfolded)
      unfoldedFrom.current
        ?.querySelector<HTMLElement>('[data-testid="connect-wallet-list"] [data-list-item]')
        ?.focus()
  }, [walletsUnfolded])

  const hasWalletSection =
    list.entries.length > 0 || list.allWallets.shown || list.loading || Boolean(list.error)
  const folded = collapseWallets && !walletsUnfolded && sections.length > 0
  const blocks = connectMethodOrder({ hasInjected }).flatMap(
    (method): { method: string; node: ReactNode }[] => {
      if (method === 'wallet' && folded && hasWalletSection)
        return [
          {
            method,
            node: (
              <ListItem
                leading={<WalletIcon fontSize={24} />}
                title={t('views.connect.continueWithWallet')}
                aria-expanded={false}
                onClick={(event) => {
                  unfoldedFrom.current = event.currentTarget.closest('.portico-connect')
                  setWalletsUnfolded(true)
                }}
              />
            ),
          },
        ]
      if (method === 'wallet')
        return hasWalletSection ? [{ method, node: <ConnectWalletList list={list} /> }] : []
      const items = sections.filter((section) => section.method === method)
      return items.length ? [{ method, node: <ConnectSection method={method} items={items} /> }] : []
    },
  )

  if (blocks.length === 0)
    return (
      <ViewLayout>
        <ViewState
          icon={<WalletIcon />}
          title={t('views.connect.empty.title')}
          description={t('views.connect.empty.description')}
        />
      </ViewLayout>
    )

  const methods = blocks.map((block, index) => (
    <Fragment key={block.method}>
      {index > 0 ? (
        <div className="portico-divider" aria-hidden="true">
          {t('views.connect.or')}
        </div>
      ) : null}
      {block.node}
    </Fragment>
  ))
  return (
    <ViewLayout className="portico-connect">
      {legalRequired ? (
        <>
          <LegalConsent />
          {/* A disabled fieldset disables every control of every way to connect at once. */}
          <fieldset className="portico-stack" disabled={!consented}>
            <legend className="portico-visually-hidden">{t('views.connect.methodsLabel')}</legend>
            {methods}
          </fieldset>
        </>
      ) : (
        methods
      )}
    </ViewLayout>
  )
}
