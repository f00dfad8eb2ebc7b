import type { ButtonHTMLAttributes, ElementType, HTMLAttributes, ReactNode } from 'react'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { vars } from '../theme/tokens.js'

// The modal's basic controls and text, in one module: the core views and the plugins' views share
// them, and one module is one file for the bundler instead of one per control (docs/ENGINEERING.md).

/**
 * A component's stylesheet, emitted once per document however many times the component renders
 * (the shell's `PorticoStyle`: React 19 `<style href precedence>`). Every rule starts with `[data-portico]`.
 */
export function Styles({ id, css }: { id: string; css: string }) {
  return <PorticoStyle href={id} css={css} />
}

/** Rules every primitive relies on: the focus ring, visually hidden text, reduced motion. */
export const baseCss = `
[data-portico] .portico-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
[data-portico] .portico-focusable:focus-visible {
  outline: 2px solid ${vars.color.focusRing};
  outline-offset: 2px;
}
@media (prefers-reduced-motion: reduce) {
  [data-portico] .portico-animated { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`

const spinnerCss = `${baseCss}
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
      <Styles id="spinner" css={spinnerCss} />
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

const buttonCss = `${baseCss}
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
      <Styles id="button" css={buttonCss} />
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

const iconButtonCss = `${baseCss}
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
      <Styles id="icon-button" css={iconButtonCss} />
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

const textCss = `
[data-portico] .portico-text { margin: 0; font-family: ${vars.font.family}; color: ${vars.color.foreground};
  font-size: ${vars.font.sizeMedium}; font-weight: ${vars.font.weightRegular}; line-height: 1.4; }
[data-portico] .portico-text[data-variant='small'] { font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-text[data-variant='title'] { font-size: ${vars.font.sizeLarge}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-text[data-variant='large'] { font-size: ${vars.font.sizeXLarge}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-text[data-variant='mono'] { font-family: ${vars.font.familyMono}; }
[data-portico] .portico-text[data-tone='muted'] { color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-text[data-tone='error'] { color: ${vars.color.error}; }
[data-portico] .portico-text[data-tone='success'] { color: ${vars.color.success}; }
[data-portico] .portico-text[data-align='center'] { text-align: center; }
[data-portico] .portico-text[data-truncate] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

export type TextProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType
  variant?: 'body' | 'small' | 'title' | 'large' | 'mono'
  tone?: 'default' | 'muted' | 'error' | 'success'
  align?: 'start' | 'center'
  /** One line with an ellipsis. */
  truncate?: boolean
  children?: ReactNode
}

/** Text in the theme's type scale. */
export function Text({
  as: Tag = 'p',
  variant = 'body',
  tone = 'default',
  align = 'start',
  truncate,
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <>
      <Styles id="text" css={textCss} />
      <Tag
        className={className ? `portico-text ${className}` : 'portico-text'}
        data-variant={variant}
        data-tone={tone}
        data-align={align}
        data-truncate={truncate ? '' : undefined}
        {...rest}
      >
        {children}
      </Tag>
    </>
  )
}
