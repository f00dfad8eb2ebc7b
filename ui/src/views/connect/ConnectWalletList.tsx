import type { CatalogueWallet } from '@portico/kernel'
import { useListKeyboardNavigation } from '../../a11y/useListKeyboardNavigation.js'
import { Button } from '../../primitives/Button.js'
import { usePortico, useT } from '../../primitives/context.js'
import { GridIcon } from '../../primitives/icons.js'
import { ListItem, Tag } from '../../primitives/ListItem.js'
import { ListWallet } from '../../primitives/ListWallet.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Text } from '../../primitives/Text.js'
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

function ConnectRow({ entry }: { entry: ConnectListEntry<CatalogueWallet> }) {
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
