import type { ReactNode } from 'react'
import { Spinner } from '../../primitives/Spinner.js'
import { Styles } from '../../primitives/Styles.js'
import { Text } from '../../primitives/Text.js'
import { viewCss } from './viewStyles.js'

export type ViewStateProps = {
  tone?: 'default' | 'error'
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}

/**
 * A centred message (empty, error, waiting). Errors are announced at once (`role="alert"`); other
 * states politely (`role="status"`), so a screen reader hears what changed without moving focus.
 */
export function ViewState({ tone = 'default', icon, title, description, actions }: ViewStateProps) {
  return (
    <>
      <Styles id="view" css={viewCss} />
      <div className="portico-state" data-tone={tone}>
        {icon ? <span className="portico-state-icon">{icon}</span> : null}
        <div role={tone === 'error' ? 'alert' : 'status'}>
          <Text variant="title" align="center">
            {title}
          </Text>
          {description ? (
            <Text tone={tone === 'error' ? 'error' : 'muted'} align="center">
              {description}
            </Text>
          ) : null}
        </div>
        {actions ? <div className="portico-state-actions">{actions}</div> : null}
      </div>
    </>
  )
}

/** A loading state with a spinner and an announced label. */
export function LoadingState({ label }: { label: string }) {
  return (
    <>
      <Styles id="view" css={viewCss} />
      <div className="portico-state">
        <Spinner size="large" label={label} />
      </div>
    </>
  )
}
