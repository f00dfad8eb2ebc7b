import type { CatalogueWallet } from '@portico/kernel'
import { memo } from 'react'
import { useListKeyboardNavigation } from '../../a11y/useListKeyboardNavigation.js'
import { shallowEqual } from '../../hooks/shallowEqual.js'
import { Button } from '../../primitives/Button.js'
import { usePortico, useT } from '../../primitives/context.js'
import { GridIcon } from '../../primitives/icons.js'
import { ListItem, Tag } from '../../primitives/ListItem.js'
import { ListWallet } from '../../primitives/ListWallet.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Text } from '../../primitives/Text.js'
import { prefetchAllWallets } from '../catalogue/catalogueService.js'
import { chooseWallet, prepareWalletRow, walletConnectConnector } from '../shared/chooseWallet.js'
import { ReplaceConnectionPrompt } from '../shared/ReplaceConnectionPrompt.js'
import { connectUnlessReplacing } from '../shared/replaceConnection.js'
import { useWalletImageSrc } from '../shared/useWalletImageSrc.js'
import type { ConnectListEntry } from './buildConnectList.js'
import type { ConnectList } from './useConnectList.js'

const TAG_KEYS: Partial<Record<string, string>> = {
  injected: 'views.wallet.tag.installed',
  recent: 'views.wallet.tag.recent',
  walletConnect: 'views.wallet.tag.qrCode',
}

/** The wallet section of Connect: the ordered rows, the catalogue's loading or error line, "All wallets". */
export function ConnectWalletList({ list }: { list: ConnectList }) {
  const portico = usePortico()
  const t = useT()
  const { containerProps } = useListKeyboardNavigation()
  return (
    <section aria-label={t('views.connect.walletsLabel')} className="portico-stack">
      <ReplaceConnectionPrompt />
      {/* A stable hook for browser tests and the benchmark, independent of locale and class names. */}
      <ul className="portico-stack" data-testid="connect-wallet-list" {...containerProps}>
        {list.entries.map((entry) => (
          <li key={entry.key}>
            <ConnectRow entry={entry} />
          </li>
        ))}
        {list.allWallets.shown ? (
          <li>
            <ListItem
              data-list-item=""
              leading={<GridIcon fontSize={24} />}
              title={t('views.connect.allWallets')}
              trailing={
                list.allWallets.count ? (
                  <Tag tone="accent">
                    {t('views.wallet.tag.count', { count: roundDown(list.allWallets.count) })}
                  </Tag>
                ) : null
              }
              onPointerEnter={() => prefetchAllWallets(portico)}
              onFocus={() => prefetchAllWallets(portico)}
              onClick={() => portico.router.push('AllWallets')}
            />
          </li>
        ) : null}
      </ul>
      {list.loading ? <Spinner label={t('views.connect.loading')} /> : null}
      {list.error ? (
        <div className="portico-row" data-wrap="">
          <Text tone="muted" variant="small" role="alert">
            {t('views.connect.error')}
          </Text>
          <Button variant="ghost" onClick={list.retry}>
            {t('views.connect.retry')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

/**
 * The list is built again whenever a connector, the recent wallets or the catalogue lists change;
 * a row renders again only when its own entry does.
 */
const ConnectRow = memo(ConnectRowContent, (previous, next) => sameEntry(previous.entry, next.entry))

function sameEntry(a: ConnectListEntry<CatalogueWallet>, b: ConnectListEntry<CatalogueWallet>): boolean {
  if (a === b) return true
  if (a.type === 'extension' || b.type === 'extension')
    return a.type === b.type && a.key === b.key && shallowEqual(a, b)
  if (a.key !== b.key) return false
  const keys = Object.keys(a.item) as (keyof typeof a.item)[]
  return (
    keys.length === Object.keys(b.item).length &&
    // An installed item's `connectors` is a new array each time: equal when its connectors are.
    keys.every((key) => Object.is(a.item[key], b.item[key]) || shallowEqual(a.item[key], b.item[key]))
  )
}

function ConnectRowContent({ entry }: { entry: ConnectListEntry<CatalogueWallet> }) {
  const portico = usePortico()
  const t = useT()
  const source =
    entry.type === 'wallet'
      ? { imageUrl: entry.item.imageUrl, imageId: entry.item.imageId, connector: entry.item.connector }
      : { imageUrl: entry.extension.imageUrl }
  const imageSrc = useWalletImageSrc(source)
  if (entry.type === 'extension') {
    const { extension } = entry
    const tag = TAG_KEYS[extension.kind]
    return (
      <ListWallet
        data-list-item=""
        name={t(extension.name)}
        imageSrc={imageSrc}
        tag={tag ? t(tag) : undefined}
        tagTone="accent"
        onClick={() =>
          connectUnlessReplacing(
            portico,
            extension.kind === 'walletConnect' ? walletConnectConnector(portico) : undefined,
            t(extension.name),
            () => portico.router.push(extension.view, extension.data),
          )
        }
      />
    )
  }
  const { item } = entry
  const tag = TAG_KEYS[item.kind]
  const prepare = () => prepareWalletRow(portico, item)
  return (
    <ListWallet
      data-list-item=""
      name={item.name}
      imageSrc={imageSrc}
      tag={tag ? t(tag) : undefined}
      tagTone={item.kind === 'injected' ? 'success' : 'muted'}
      data-kind={item.kind}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => chooseWallet(portico, item)}
    />
  )
}

/** "330+" rather than an exact number that changes with every catalogue update. */
function roundDown(count: number): number {
  return count < 10 ? count : Math.floor(count / 10) * 10
}
