import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 32px; height: 32px; padding: 0; border: 0; border-radius: ${vars.radius.full};
  background: transparent; color: ${vars.color.foregroundMuted}; cursor: pointer; font-size: 18px;
}
[data-portico] .portico-icon-button:hover:not(:disabled) { background: ${vars.color.surface}; color: ${vars.color.foreground}; }
[data-portico] .portico-icon-button:disabled { cursor: not-allowed; opacity: 0.55; }
`

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** The accessible name (a translated string); an icon alone says nothing to a screen reader. */
  label: string
  icon: ReactNode
}

/** A round button showing only an icon, named by `label`. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <>
      <Styles id="icon-button" css={css} />
      <button
        type={type}
        aria-label={label}
        title={label}
        className={`portico-icon-button portico-focusable${className ? ` ${className}` : ''}`}
        {...rest}
      >
        {icon}
      </button>
    </>
  )
}
