import {
  BASE_BLOCK_TIME_MS,
  createStore,
  type Logger,
  MAX_PENDING_TRANSACTIONS,
  messages,
  type Portico,
  type Store,
} from '@portico/kernel'
import { FetchTransactionsError, TransactionsAccountAddressError } from '../errors.js'
import { ACTIVITY_NAMESPACES, activityTargetKey, getActivityTarget } from './activityTarget.js'
import { createFetchTransactions, type FetchTransactions } from './fetchTransactions.js'
import { createSupportedChains } from './supportedChains.js'
import {
  appendPage,
  failLoading,
  initialTransactionListState,
  prependNewest,
  startLoading,
  type TransactionListState,
} from './transactionListState.js'

export type ActivityServiceOptions = {
  /** Time-out of each history request; default the HTTP client's (10 s). */
  timeoutMs?: number | undefined
}

export type ActivityService = {
  /** The transaction list of the connected account on its chain (spec 3). */
  readonly store: Pick<Store<TransactionListState>, 'getState' | 'subscribe' | 'select'>
  /**
   * Fetches the next page (the first when nothing is loaded) and appends it. Does nothing while a
   * page is on its way (the same promise is returned), when every page is loaded, after a failure
   * (see `refresh`), or when activity is off: the `activity` flag, a namespace other than eip155.
   * A failure resolves too: it shows 'Failed to fetch transactions', emits
   * `activity:error-fetch-transactions` and leaves the state of spec 4 (empty, no cursor).
   *
   * @throws {TransactionsAccountAddressError} when no account is connected.
   */
  fetchTransactions(): Promise<void>
  /** Starts the list over and fetches the first page (the view's "Try again"). */
  refresh(): Promise<void>
  /**
   * Fetches the newest page again and puts transactions not listed yet on top, keeping what is
   * shown (no loading state). Does nothing before the first page, after a failure or while a page
   * is on its way; runs after the wallet sent a transaction (`wallet:transaction-sent`) and on the
   * open tab's timer. Never rejects.
   */
  checkForNew(): Promise<void>
  /** Empties the list; a page still on its way is dropped. */
  reset(): void
  dispose(): void
}

/**
 * The activity service of one kernel: cursor paging with append, spam and chain filters, grouping,
 * the error path of spec 4 and 8, and a reset whenever the namespace, account or network changes.
 */
export function createActivityService(
  portico: Portico,
  options: ActivityServiceOptions = {},
  log: Logger = portico.log.child('activity'),
): ActivityService {
  const fetchPage: FetchTransactions = createFetchTransactions({
    http: portico.http.blockchain,
    supportedChains: createSupportedChains(portico.http.blockchain, { timeoutMs: options.timeoutMs }),
    timeoutMs: options.timeoutMs,
  })
  const store = createStore<TransactionListState>(initialTransactionListState())
  let request: { promise: Promise<void>; controller: AbortController } | undefined
  let check: { promise: Promise<void>; controller: AbortController } | undefined
  let disposed = false
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const reset = () => {
    request?.controller.abort()
    request = undefined
    check?.controller.abort()
    check = undefined
    store.setState(initialTransactionListState())
  }
  const stopWatchingWallet = portico.wallet.select(activityTargetKey, reset)
  // The account's own transaction: look now (the API may list it at once) and a block later.
  // At most 99 sent transactions wait for that later look (spec 9's pending-transaction limit):
  // past it the oldest one's is dropped, since any later look lists it too.
  const stopWatchingSends = portico.events.on('wallet:transaction-sent', () => {
    void service.checkForNew()
    if (timers.size >= MAX_PENDING_TRANSACTIONS) {
      const oldest = timers.values().next().value
      if (oldest !== undefined) {
        clearTimeout(oldest)
        timers.delete(oldest)
      }
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      void service.checkForNew()
    }, BASE_BLOCK_TIME_MS)
    timers.add(timer)
  })

  const loadNewest = async (controller: AbortController): Promise<void> => {
    const { address, lastNetworkInView } = store.getState()
    if (!address || !lastNetworkInView) return
    try {
      const page = await fetchPage({ address, chainId: lastNetworkInView, signal: controller.signal })
      if (controller.signal.aborted) return
      const next = prependNewest(store.getState(), page, { caipNetworkId: lastNetworkInView })
      if (next) store.setState(next)
      else void service.refresh().catch(() => undefined)
    } catch (error) {
      // What is shown stays; the next check or the visitor's scroll tries again.
      if (!controller.signal.aborted) log.debug('Checking for new transactions failed', error)
    }
  }

  const load = async (controller: AbortController): Promise<void> => {
    const target = getActivityTarget(portico.wallet.getState())
    const address = target.address as string
    const caipNetworkId = target.caipNetworkId as string
    const cursor = store.getState().next
    store.setState((s) => startLoading(s, { address, caipNetworkId }))
    try {
      const page = await fetchPage({ address, cursor, chainId: caipNetworkId, signal: controller.signal })
      if (controller.signal.aborted) return
      store.setState((s) => appendPage(s, page, { caipNetworkId }))
    } catch (error) {
      // A reset (account or network change, dispose) aborted it: that list is gone, nothing failed.
      if (controller.signal.aborted) return
      const failure = new FetchTransactionsError({ cause: error })
      log.warn(failure.shortMessage, error)
      store.setState((s) => failLoading(s, failure))
      portico.notifications.error(messages.failedToFetchTransactions)
      portico.events.emit('activity:error-fetch-transactions', {
        address,
        projectId: portico.hosted.projectId,
        cursor,
        isSmartAccount: target.isSmartAccount,
      })
    }
  }

  const service: ActivityService = {
    store,
    fetchTransactions() {
      if (disposed) return Promise.resolve()
      const target = getActivityTarget(portico.wallet.getState())
      if (!target.address) return Promise.reject(new TransactionsAccountAddressError())
      if (request) return request.promise
      const available =
        portico.flags.get('activity') === true &&
        target.namespace !== undefined &&
        ACTIVITY_NAMESPACES.includes(target.namespace) &&
        target.caipNetworkId !== undefined
      const state = store.getState()
      if (!available || (state.pagesLoaded > 0 && state.next === undefined)) return Promise.resolve()

      const controller = new AbortController()
      const current = {
        controller,
        promise: load(controller).finally(() => {
          if (request === current) request = undefined
        }),
      }
      request = current
      return current.promise
    },
    refresh() {
      reset()
      return service.fetchTransactions()
    },
    checkForNew() {
      const state = store.getState()
      if (disposed || request || state.pagesLoaded === 0 || state.error) return Promise.resolve()
      if (check) return check.promise
      const controller = new AbortController()
      const current = {
        controller,
        promise: loadNewest(controller).finally(() => {
          if (check === current) check = undefined
        }),
      }
      check = current
      return current.promise
    },
    reset,
    dispose() {
      disposed = true
      stopWatchingWallet()
      stopWatchingSends()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      request?.controller.abort()
      request = undefined
      check?.controller.abort()
      check = undefined
    },
  }
  return service
}
