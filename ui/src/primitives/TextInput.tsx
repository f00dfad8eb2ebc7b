import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-field { display: flex; flex-direction: column; gap: ${vars.space.xs}; font-family: ${vars.font.family}; }
[data-portico] .portico-field-label { color: ${vars.color.foreground}; font-size: ${vars.font.sizeSmall}; font-weight: ${vars.font.weightMedium}; }
[data-portico] .portico-input-box { display: flex; align-items: center; gap: ${vars.space.sm}; min-height: 40px;
  padding: 0 ${vars.space.md}; border: 1px solid ${vars.color.border}; border-radius: ${vars.radius.control};
  background: ${vars.color.surface}; color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-input-box:focus-within { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
[data-portico] .portico-input-box[data-invalid] { border-color: ${vars.color.error}; }
[data-portico] .portico-input { flex: 1; min-width: 0; height: 38px; padding: 0; border: 0; outline: none;
  background: transparent; color: ${vars.color.foreground}; font: inherit; font-size: ${vars.font.sizeMedium};
  /* A value longer than the field (an address on a phone) shows it goes on, once the field is left. */
  text-overflow: ellipsis; }
[data-portico] .portico-input::placeholder { color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-input::-webkit-search-cancel-button { display: none; }
[data-portico] .portico-field-message { color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-field-message[data-tone='error'] { color: ${vars.color.error}; }
`

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** The visible label; with `hideLabel` it is read by assistive technology only. */
  label: string
  hideLabel?: boolean
  /** An error message; marks the input invalid and is announced with it. */
  error?: string | undefined
  hint?: string | undefined
  leading?: ReactNode
  trailing?: ReactNode
}

/** A labelled text input with optional hint and error, wired with `aria-describedby`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hideLabel, error, hint, leading, trailing, id, className, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? `${generated}-input`
  const messageId = `${generated}-message`
  const message = error ?? hint
  return (
    <>
      <Styles id="text-input" css={css} />
      <div className={`portico-field${className ? ` ${className}` : ''}`}>
        <label htmlFor={inputId} className={hideLabel ? 'portico-visually-hidden' : 'portico-field-label'}>
          {label}
        </label>
        <div className="portico-input-box" data-invalid={error ? '' : undefined}>
          {leading}
          <input
            ref={ref}
            id={inputId}
            className="portico-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            {...rest}
          />
          {trailing}
        </div>
        {message ? (
          <span id={messageId} className="portico-field-message" data-tone={error ? 'error' : undefined}>
            {message}
          </span>
        ) : null}
      </div>
    </>
  )
})
