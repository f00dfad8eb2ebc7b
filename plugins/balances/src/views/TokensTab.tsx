import { CACHE_LIFETIME_MS } from '@portico/kernel'
import { Styles, Text, useNetwork, useNumberFormat, usePortico, useT, useWhileVisible } from '@portico/ui'
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
      <ul className="portico-balances-list" aria-label={t('balances.tokens.list')}>
        {list.items.map((token) => (
          <TokenRow key={token.address ?? `native:${token.chainId}`} token={token} format={format} />
        ))}
      </ul>
      {list.status === 'error' ? (
        // The list above is the last one known; say so and offer the retry.
        <ListMessage tone="error" title={t('balances.tokens.error.title')} action={retry} />
      ) : null}
    </section>
  )
}
