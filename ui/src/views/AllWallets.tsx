import { getShortMessage } from '@portico/kernel'
import { type KeyboardEvent, useState } from 'react'
import { Button } from '../primitives/Button.js'
import { useT } from '../primitives/context.js'
import { SearchIcon, WarningIcon } from '../primitives/icons.js'
import { SearchInput } from '../primitives/SearchInput.js'
import { Spinner } from '../primitives/Spinner.js'
import { Text } from '../primitives/Text.js'
import { AllWalletsRow } from './allWallets/AllWalletsRow.js'
import { useAllWalletsList } from './allWallets/useAllWalletsList.js'
import { VirtualWalletList } from './allWallets/VirtualWalletList.js'
import { ReplaceConnectionPrompt } from './shared/ReplaceConnectionPrompt.js'
import { ViewLayout } from './shared/ViewLayout.js'
import { LoadingState, ViewState } from './shared/ViewState.js'

/** ArrowDown in the search field moves to the first wallet, as in a combobox. */
function enterListFromSearch(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'ArrowDown') return
  const view = event.currentTarget.closest('.portico-all-wallets')
  const first = view?.querySelector<HTMLElement>('[data-list-item]:not(:disabled)')
  if (!first) return
  event.preventDefault()
  first.focus()
}

/**
 * AllWallets (spec 2): the whole wallet catalogue (`GET /getWallets`), searchable, loaded 40 at a
 * time as the visitor scrolls, in a windowed list.
 */
export default function AllWallets() {
  const t = useT()
  const [query, setQuery] = useState('')
  const list = useAllWalletsList(query)

  return (
    <ViewLayout className="portico-all-wallets">
      <ReplaceConnectionPrompt />
      <SearchInput
        label={t('views.allWallets.search')}
        hideLabel
        placeholder={t('views.allWallets.search')}
        value={query}
        onValueChange={setQuery}
        onKeyDown={enterListFromSearch}
      />
      <AllWalletsBody list={list} />
    </ViewLayout>
  )
}

function AllWalletsBody({ list }: { list: ReturnType<typeof useAllWalletsList> }) {
  const t = useT()
  if (list.loading) return <LoadingState label={t('views.allWallets.loading')} />
  if (list.error && list.items.length === 0)
    return (
      <ViewState
        tone="error"
        icon={<WarningIcon />}
        title={t('views.allWallets.error')}
        description={getShortMessage(list.error)}
        actions={
          <Button variant="secondary" onClick={list.retry}>
            {t('views.allWallets.retry')}
          </Button>
        }
      />
    )
  if (list.items.length === 0)
    return (
      <ViewState
        icon={<SearchIcon />}
        title={
          list.mode === 'search'
            ? t('views.allWallets.noMatch', { query: list.term })
            : t('views.allWallets.empty')
        }
      />
    )
  return (
    <>
      {list.mode === 'search' ? (
        <span role="status" className="portico-visually-hidden">
          {t('views.allWallets.results', { count: list.items.length })}
        </span>
      ) : null}
      <VirtualWalletList
        items={list.items}
        getKey={(item) => item.key}
        renderItem={(item, itemProps) => <AllWalletsRow item={item} itemProps={itemProps} />}
        label={t('views.allWallets.listLabel')}
        onEndReached={list.loadMore}
        footer={
          list.loadingMore ? (
            <Spinner label={t('views.allWallets.loadingMore')} />
          ) : list.error ? (
            <div className="portico-row" data-wrap="">
              <Text tone="error" variant="small" role="alert">
                {t('views.allWallets.error')}
              </Text>
              <Button variant="ghost" onClick={list.retry}>
                {t('views.allWallets.retry')}
              </Button>
            </div>
          ) : null
        }
      />
    </>
  )
}
