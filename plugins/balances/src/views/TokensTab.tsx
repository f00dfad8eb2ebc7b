import type { TokenBalance } from '@portico/kernel'
import { CACHE_LIFETIME_MS } from '@portico/kernel'
import {
  type NumberFormat,
  Styles,
  Text,
  useNetwork,
  useNumberFormat,
  usePortico,
  useT,
  useWhileVisible,
} from '@portico/ui'
import { useWindowedRows } from '@portico/ui/windowed-rows'
import { useCallback } from 'react'
import type { BalancesService } from '../types.js'
import { balancesCss } from './balancesCss.js'
import { ListMessage, LoadingSkeleton, RetryButton } from './ListStates.js'
import { TokenRow } from './TokenRow.js'
import { useBalancesList, useBalancesService } from './useBalancesList.js'

// The tabs' English texts load with them (the plugin adds them when a tab's module loads).
export { en as englishTexts } from '../locales/en.js'

/**
 * The Tokens tab of the Account view: the connected account's tokens with their quantities and
 * fiat values, and the total. A failed load offers a retry once the 30 s gap has passed.
 */
export default function TokensTab() {
  const t = useT()
  const { value: service, failed, retry } = useBalancesService()
  if (service) return <TokensList service={service} />
  // The service itself failed to load (a chunk the network dropped): the list's own error state.
  if (failed)
    return (
      <ListMessage
        tone="error"
        title={t('balances.tokens.error.title')}
        description={t('balances.tokens.error.description')}
        action={<RetryButton retryAt={undefined} now={Date.now} onRetry={retry} />}
      />
    )
  return <LoadingSkeleton shape="rows" label={t('balances.tokens.loading')} />
}

/** A token row's height before it is measured (the default theme's, so rows seldom resize as they render). */
const TOKEN_ROW_HEIGHT = 54
const tokenKey = (token: TokenBalance) => token.address ?? `native:${token.chainId}`

/**
 * The token rows. A long list (a wallet with hundreds of tokens) is windowed in the modal body's
 * own scroll: each rendered row says its place in the whole list (aria-posinset / aria-setsize).
 */
function TokenList({
  tokens,
  format,
  label,
}: {
  tokens: readonly TokenBalance[]
  format: NumberFormat
  label: string
}) {
  const estimateSize = useCallback(() => TOKEN_ROW_HEIGHT, [])
  const getKey = useCallback((index: number) => tokenKey(tokens[index] as TokenBalance), [tokens])
  const rows = useWindowedRows({ count: tokens.length, estimateSize, getKey })
  return (
    <ul ref={rows.listRef} style={rows.listStyle} className="portico-balances-list" aria-label={label}>
      {rows.windowed
        ? rows.rows.map((row) => (
            <TokenRow
              key={row.key}
              token={tokens[row.index] as TokenBalance}
              format={format}
              itemProps={{
                ...rows.rowProps(row),
                'aria-setsize': tokens.length,
                'aria-posinset': row.index + 1,
              }}
            />
          ))
        : tokens.map((token) => <TokenRow key={tokenKey(token)} token={token} format={format} />)}
    </ul>
  )
}

function TokensList({ service }: { service: BalancesService }) {
  const t = useT()
  const format = useNumberFormat()
  const { network } = useNetwork()
  const list = useBalancesList(service, 'tokens')
  const portico = usePortico()
  // While the tab is open the list and the account's balance follow the chain: read again each
  // time the cached answer goes stale (spec 9: 30 s).
  useWhileVisible(() => {
    void service.getTokenBalances()
    portico.wallet.refreshBalance().catch((error) => portico.log.debug('Balance not refreshed', error))
  }, CACHE_LIFETIME_MS.portfolio)
  const networkName = network?.name ?? ''

  if (!list || list.status === 'idle' || (list.status === 'loading' && list.items.length === 0))
    return <LoadingSkeleton shape="rows" label={t('balances.tokens.loading')} />

  const retry = (
    <RetryButton retryAt={list.retryAt} now={service.now} onRetry={() => void service.refresh()} />
  )
  if (list.status === 'unsupported')
    return (
      <ListMessage
        title={t('balances.tokens.unsupported.title')}
        description={t('balances.tokens.unsupported.description')}
      />
    )
  if (list.status === 'error' && list.items.length === 0)
    return (
      <ListMessage
        tone="error"
        title={t('balances.tokens.error.title')}
        description={t('balances.tokens.error.description')}
        action={retry}
      />
    )
  if (list.items.length === 0)
    return (
      <ListMessage
        title={t('balances.tokens.empty.title')}
        description={t('balances.tokens.empty.description', { network: networkName })}
      />
    )

  return (
    <section className="portico-balances" aria-busy={list.status === 'loading' || undefined}>
      <Styles id="balances" css={balancesCss} />
      <div className="portico-balances-total">
        <Text as="span" tone="muted">
          {t('balances.tokens.total')}
        </Text>
        <Text as="span" variant="large" data-testid="balances-total">
          {format.usd(list.totalValue)}
        </Text>
      </div>
      <TokenList tokens={list.items} format={format} label={t('balances.tokens.list')} />
      {list.status === 'error' ? (
        // The list above is the last one known; say so and offer the retry.
        <ListMessage tone="error" title={t('balances.tokens.error.title')} action={retry} />
      ) : null}
    </section>
  )
}
