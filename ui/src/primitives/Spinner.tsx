import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-spinner {
  display: inline-block; flex: none; width: 1.25em; height: 1.25em; border-radius: 50%;
  border: 2px solid ${vars.color.border}; border-top-color: ${vars.color.accent};
  animation: portico-spin 0.8s linear infinite;
}
[data-portico] .portico-spinner[data-size='large'] { width: 40px; height: 40px; border-width: 3px; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
`

export type SpinnerProps = {
  /** Announced to assistive technology; without it the spinner is decorative. */
  label?: string | undefined
  size?: 'small' | 'large'
}

/** A rotating ring. With a `label` it is a polite live status ("Loading wallets"). */
export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <>
      <Styles id="spinner" css={css} />
      {label ? (
        <span role="status" className="portico-spinner-status">
          <span className="portico-spinner portico-animated" data-size={size} aria-hidden="true" />
          <span className="portico-visually-hidden">{label}</span>
        </span>
      ) : (
        <span className="portico-spinner portico-animated" data-size={size} aria-hidden="true" />
      )}
    </>
  )
}
