import { Button, RefreshIcon, Styles, Text, useT } from '@portico/ui'
import type { ReactNode } from 'react'
import { balancesCss } from './balancesCss.js'
import { useRetryCountdown } from './useRetryCountdown.js'

/** Placeholder rows (tokens) or cards (NFTs) while the first answer is on its way. */
export function LoadingSkeleton({ label, shape }: { label: string; shape: 'rows' | 'cards' }) {
  const className = shape === 'rows' ? 'portico-skeleton-row' : 'portico-skeleton-card'
  const placeholders = (shape === 'rows' ? ['a', 'b', 'c'] : ['a', 'b', 'c', 'd']).map((slot) => (
    <span key={slot} className={className} />
  ))
  return (
    <div className="portico-balances" role="status" aria-busy="true">
      <Styles id="balances" css={balancesCss} />
      <span className="portico-visually-hidden">{label}</span>
      <div className={shape === 'rows' ? 'portico-balances-list' : 'portico-nft-grid'} aria-hidden="true">
        {placeholders}
      </div>
    </div>
  )
}

export type ListMessageProps = {
  tone?: 'default' | 'error'
  title: string
  description?: string
  action?: ReactNode
}

/** Empty, unsupported and error states: errors are announced at once, the others politely. */
export function ListMessage({ tone = 'default', title, description, action }: ListMessageProps) {
  return (
    <div className="portico-balances-message">
      <Styles id="balances" css={balancesCss} />
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <Text variant="title" align="center">
          {title}
        </Text>
        {description ? (
          <Text tone="muted" align="center">
            {description}
          </Text>
        ) : null}
      </div>
      {action}
    </div>
  )
}

/** "Try again", disabled with a countdown while the 30 s gap after a failure runs (spec 5). */
export function RetryButton({
  retryAt,
  now,
  onRetry,
}: {
  retryAt: number | undefined
  now: () => number
  onRetry: () => void
}) {
  const t = useT()
  const seconds = useRetryCountdown(retryAt, now)
  return (
    <Button variant="secondary" icon={<RefreshIcon />} disabled={seconds > 0} onClick={onRetry}>
      {seconds > 0 ? t('balances.retryIn', { seconds }) : t('balances.retry')}
    </Button>
  )
}
