import { type ComponentType, useState } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useRouter } from '../hooks/useRouter.js'
import { useT } from '../hooks/useT.js'
import { useLoadedModule } from './useLoadedModule.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewLoadFailed, ViewLoading } from './ViewStates.js'

/**
 * Renders the router's current view from the registry, loading its module on first show (the
 * modal preloads the first view together with the shell). Each navigation remounts the wrapper,
 * which runs the view transition in the direction of the move.
 */
export function ViewOutlet() {
  const { portico, modules } = usePorticoContext('ViewOutlet')
  const t = useT()
  const { view, transition, history } = useRouter()
  const { entry, retry } = useLoadedModule(modules, view, portico.views.get(view)?.load)
  const [attempt, setAttempt] = useState(0)
  let content = <ViewLoadFailed onRetry={retry} />
  if (entry?.status === 'loading') content = <ViewLoading />
  else if (entry?.status === 'error') portico.log.error(`View "${view}" failed to load`, entry.error)
  else if (!entry) portico.log.error(`The router points at view "${view}", which nobody registered.`)
  else {
    const Component = entry.Component as ComponentType
    content = (
      <ViewErrorBoundary
        key={attempt}
        message={t('ui.shell.viewError')}
        retryLabel={t('ui.shell.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
        onError={(error) => portico.log.error(`View "${view}" failed`, error)}
      >
        <Component />
      </ViewErrorBoundary>
    )
  }
  return (
    <div
      key={`${view}:${history.length}`}
      className="portico-shell-outlet-view"
      data-transition={transition}
      data-view={view}
    >
      {content}
    </div>
  )
}
