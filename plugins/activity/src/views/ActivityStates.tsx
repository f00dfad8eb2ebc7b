import type { Translate } from '@portico/ui'

export function LoadingState({ t }: { t: Translate }) {
  return (
    <div className="portico-activity-state" role="status">
      <span className="portico-activity-spinner" aria-hidden="true" />
      <span className="portico-activity-visually-hidden">{t('activity.loading')}</span>
    </div>
  )
}

export function EmptyState({ t }: { t: Translate }) {
  return (
    <div className="portico-activity-state" data-testid="activity-empty">
      <p className="portico-activity-state-title">{t('activity.empty.title')}</p>
      <p className="portico-activity-state-text">{t('activity.empty.description')}</p>
    </div>
  )
}

export function ErrorState({ t, onRetry }: { t: Translate; onRetry: () => void }) {
  return (
    <div className="portico-activity-state" role="alert" data-testid="activity-error">
      <p className="portico-activity-state-text">{t('activity.error.failedToFetchTransactions')}</p>
      <button type="button" className="portico-activity-button" onClick={onRetry}>
        {t('activity.error.retry')}
      </button>
    </div>
  )
}
