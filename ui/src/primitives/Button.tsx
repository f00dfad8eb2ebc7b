import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Spinner } from './Spinner.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${vars.space.sm};
  min-height: 40px; padding: 0 ${vars.space.lg}; border: 1px solid transparent; border-radius: ${vars.radius.control};
  font: inherit; font-family: ${vars.font.family}; font-size: ${vars.font.sizeMedium}; font-weight: ${vars.font.weightMedium};
  cursor: pointer; background: ${vars.color.accent}; color: ${vars.color.accentForeground};
  transition: background-color ${vars.motion.durationHeader} ${vars.motion.easing}, opacity ${vars.motion.durationHeader};
}
[data-portico] .portico-button[data-full-width] { width: 100%; }
[data-portico] .portico-button[data-size='large'] { min-height: ${vars.size.control}; }
[data-portico] .portico-button[data-variant='secondary'] { background: ${vars.color.surface}; color: ${vars.color.foreground}; }
[data-portico] .portico-button[data-variant='secondary']:hover:not(:disabled) { background: ${vars.color.surfaceHover}; }
[data-portico] .portico-button[data-variant='ghost'] { background: transparent; color: ${vars.color.accent}; }
[data-portico] .portico-button[data-variant='ghost']:hover:not(:disabled) { background: ${vars.color.surface}; }
[data-portico] .portico-button[data-variant='danger'] { background: ${vars.color.surface}; color: ${vars.color.error}; }
[data-portico] .portico-button:disabled { cursor: not-allowed; opacity: 0.55; }
[data-portico] .portico-button > svg { flex: none; font-size: 18px; }
`

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'medium' | 'large'
  fullWidth?: boolean
  /** Shows a spinner and marks the button busy; it stays focusable but does nothing. */
  loading?: boolean
  icon?: ReactNode
}

/** The modal's button. `type="button"` by default so it never submits a host form by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth,
  loading,
  icon,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <>
      <Styles id="button" css={css} />
      <button
        type={type}
        className={`portico-button portico-focusable${className ? ` ${className}` : ''}`}
        data-variant={variant}
        data-size={size}
        data-full-width={fullWidth ? '' : undefined}
        aria-busy={loading || undefined}
        onClick={loading ? undefined : onClick}
        {...rest}
      >
        {loading ? <Spinner /> : icon}
        {children}
      </button>
    </>
  )
}
