import { Suspense, useState } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { useRouter } from '../hooks/useRouter.js'
import { useT } from '../hooks/useT.js'
import { useViewComponent } from './useViewComponent.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

/** Spinner while a view's code loads; announced politely. */
export function ViewLoading() {
  const t = useT()
  return (
    <div className="portico-shell-loading" role="status">
      <span className="portico-shell-spinner" aria-hidden="true" />
      <span className="portico-shell-sr-only">{t('ui.shell.loading')}</span>
    </div>
  )
}

/**
 * Renders the router's current view from the registry, loading its module on first show. Each
 * navigation remounts the wrapper, which runs the view transition in the direction of the move.
 */
export function ViewOutlet() {
  const portico = usePortico()
  const t = useT()
  const { view, transition, history } = useRouter()
  const { Component, forget } = useViewComponent(view)
  const [attempt, setAttempt] = useState(0)
  return (
    <div
      key={`${view}:${history.length}`}
      className="portico-shell-outlet-view"
      data-transition={transition}
      data-view={view}
    >
      <ViewErrorBoundary
        key={attempt}
        message={t('ui.shell.viewError')}
        retryLabel={t('ui.shell.retry')}
        onRetry={() => {
          forget()
          setAttempt((n) => n + 1)
        }}
        onError={(error) => portico.log.error(`View "${view}" failed`, error)}
      >
        {Component ? (
          <Suspense fallback={<ViewLoading />}>
            <Component />
          </Suspense>
        ) : (
          <MissingView />
        )}
      </ViewErrorBoundary>
    </div>
  )
}

function MissingView(): never {
  throw new Error('The router points at a view nobody registered.')
}
