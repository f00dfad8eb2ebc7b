import { connectMethodOrder, hasShownInjectedConnector } from '@portico/kernel'
import { Fragment, type ReactNode } from 'react'
import { useExtensions } from '../hooks/useExtensions.js'
import { useWalletState } from '../hooks/useWalletState.js'
import { usePortico, useT } from '../primitives/context.js'
import { WalletIcon } from '../primitives/icons.js'
import { ConnectSection } from './connect/ConnectSection.js'
import { ConnectWalletList } from './connect/ConnectWalletList.js'
import { useConnectList } from './connect/useConnectList.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { ViewState } from './shared/ViewState.js'

/**
 * Connect (spec 2, default when not connected): the e-mail and social sections plugins contribute
 * and the wallet list, in the spec's method order (e-mail, social, wallet; wallet first when an
 * installed wallet shows).
 */
export default function Connect() {
  const portico = usePortico()
  const t = useT()
  const sections = useExtensions('connect.sections')
  const connectors = useWalletState((s) => s.connectors)
  const list = useConnectList()
  const hasInjected = hasShownInjectedConnector(connectors, portico.options.excludeWalletIds)

  const hasWalletSection =
    list.entries.length > 0 || list.allWallets.shown || list.loading || Boolean(list.error)
  const blocks = connectMethodOrder({ hasInjected }).flatMap(
    (method): { method: string; node: ReactNode }[] => {
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

  return (
    <ViewLayout className="portico-connect">
      {blocks.map((block, index) => (
        <Fragment key={block.method}>
          {index > 0 ? (
            <div className="portico-divider" aria-hidden="true">
              {t('views.connect.or')}
            </div>
          ) : null}
          {block.node}
        </Fragment>
      ))}
    </ViewLayout>
  )
}
