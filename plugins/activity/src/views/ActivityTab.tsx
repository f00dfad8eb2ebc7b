import { useLoadOnce, useLocale, usePortico, useStore, useT, useWhileVisible } from '@portico/ui'
import { useCallback, useEffect, useMemo } from 'react'
import type { ActivityService } from '../core/createActivityService.js'
import { activityTokens } from '../tokens.js'
import { EmptyState, ErrorState, LoadingState } from './ActivityStates.js'
import { ActivityStyles } from './ActivityStyles.js'
import { TransactionGroups } from './TransactionGroups.js'
import { useLoadMoreSentinel } from './useLoadMoreSentinel.js'
import { useNow } from './useNow.js'

/**
 * The Activity tab: the connected account's history grouped by month, loading the next page when
 * the end of the list scrolls into view (or on "Load more", for keyboards), with loading, empty and
 * error states. While the service loads the tab shows the list's own loading state (no Suspense),
 * so nothing moves when the first page starts loading; a failed load offers a retry.
 */
export default function ActivityTab() {
  const t = useT()
  const { value: activity, failed, retry } = useLoadOnce(usePortico().resolve(activityTokens.service))
  if (activity) return <ActivityList activity={activity} />
  return (
    <div className="portico-activity">
      <ActivityStyles />
      {failed ? <ErrorState t={t} onRetry={retry} /> : <LoadingState t={t} />}
    </div>
  )
}

/** While the tab is open, new transactions (another wallet's transfer, a mined block) show within this. */
const CHECK_FOR_NEW_MS = 15_000

function ActivityList({ activity }: { activity: ActivityService }) {
  const portico = usePortico()
  const state = useStore(activity.store, (s) => s)
  const t = useT()
  const { locale } = useLocale()
  const now = useNow()
  // One set of Intl formatters per locale for all the rows.
  const formats = useMemo(() => (locale ? new Map<string, Intl.NumberFormat>() : undefined), [locale])

  const fetchMore = useCallback(() => {
    // Not connected: the Account view is on its way out; nothing to show or report.
    activity.fetchTransactions().catch((error: unknown) => portico.log.debug('Activity not fetched', error))
  }, [activity, portico])

  const { pagesLoaded, loading, error, next, empty } = state
  useEffect(() => {
    // First page, and again whenever the list starts over (another account or network).
    if (pagesLoaded === 0 && !loading && !error) fetchMore()
  }, [pagesLoaded, loading, error, fetchMore])

  // Coming back to the tab (another tab, the modal reopened) shows what happened meanwhile.
  useEffect(() => {
    void activity.checkForNew()
  }, [activity])
  useWhileVisible(() => void activity.checkForNew(), CHECK_FOR_NEW_MS)

  const canLoadMore = Boolean(next) && !loading && !error
  const sentinel = useLoadMoreSentinel(fetchMore, canLoadMore)
  const has = useCallback((key: string) => portico.i18n.has(key), [portico])
  const firstLoad = pagesLoaded === 0 && !error

  return (
    <div className="portico-activity" aria-busy={loading || undefined}>
      <ActivityStyles />
      {firstLoad ? (
        <LoadingState t={t} />
      ) : (
        <>
          {state.transactions.length > 0 ? (
            <TransactionGroups
              byYear={state.transactionsByYear}
              label={t('activity.list.label')}
              locale={locale}
              formats={formats}
              now={now}
              t={t}
              has={has}
            />
          ) : null}
          {loading ? <LoadingState t={t} /> : null}
          {error ? <ErrorState t={t} onRetry={() => void activity.refresh().catch(() => undefined)} /> : null}
          {empty && !error && !loading ? <EmptyState t={t} /> : null}
          {canLoadMore ? (
            <>
              <div ref={sentinel} className="portico-activity-sentinel" aria-hidden="true" />
              <button type="button" className="portico-activity-button" onClick={fetchMore}>
                {t('activity.loadMore')}
              </button>
            </>
          ) : null}
        </>
      )}
    </div>
  )
}
