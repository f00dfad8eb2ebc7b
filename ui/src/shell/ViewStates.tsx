import type { LoadOnce } from '@portico/kernel'
import { type ReactNode, useEffect } from 'react'
import { useLoadOnce } from '../hooks/useLoadOnce.js'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'

/** Spinner while a view's code (or the service it needs) loads; announced politely. */
export function ViewLoading() {
  const t = useT()
  return (
    <div className="portico-shell-loading" role="status">
      <span className="portico-shell-spinner" aria-hidden="true" />
      <span className="portico-shell-sr-only">{t('ui.shell.loading')}</span>
    </div>
  )
}

/** 'This view could not be shown.' with a retry; announced at once. */
export function ViewLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="portico-shell-error" role="alert">
      <p>{t('ui.shell.viewError')}</p>
      <button type="button" className="portico-shell-text-button" onClick={onRetry}>
        {t('ui.shell.retry')}
      </button>
    </div>
  )
}

export type WhenLoadedProps<TValue> = {
  /** A plugin's load-once value, e.g. `portico.resolve(namesTokens.service)`. */
  handle: LoadOnce<TValue>
  /** The view, once the value is there. */
  children: (value: TValue) => ReactNode
}

/**
 * Renders a plugin view once the service it needs has loaded, without Suspense. Meanwhile it shows
 * the shell's own loading state, the one shown while the view's code loads, so nothing moves
 * between the two; a failed load shows the shell's error state with a retry.
 *
 * @example
 * export default function RegisterAccountName() {
 *   const handle = usePortico().resolve(namesTokens.service)
 *   return <WhenLoaded handle={handle}>{(service) => <RegisterForm service={service} />}</WhenLoaded>
 * }
 */
export function WhenLoaded<TValue>({ handle, children }: WhenLoadedProps<TValue>): ReactNode {
  const portico = usePortico()
  const { value, failed, error, retry } = useLoadOnce(handle)
  useEffect(() => {
    if (failed) portico.log.error('A view could not load the service it shows', error)
  }, [portico, failed, error])
  if (value !== undefined) return children(value)
  return failed ? <ViewLoadFailed onRetry={retry} /> : <ViewLoading />
}
