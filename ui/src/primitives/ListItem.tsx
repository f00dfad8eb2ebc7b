import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Spinner } from './Spinner.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-list-item {
  display: flex; align-items: center; gap: ${vars.space.md}; width: 100%; min-height: ${vars.size.control};
  padding: ${vars.space.sm} ${vars.space.md}; border: 0; border-radius: ${vars.radius.item};
  background: ${vars.color.surface}; color: ${vars.color.foreground}; text-align: start; cursor: pointer;
  font-family: ${vars.font.family}; font-size: ${vars.font.sizeMedium};
  transition: background-color ${vars.motion.durationHeader} ${vars.motion.easing};
}
[data-portico] .portico-list-item:hover:not(:disabled) { background: ${vars.color.surfaceHover}; }
[data-portico] .portico-list-item:disabled { cursor: not-allowed; opacity: 0.55; }
[data-portico] .portico-list-item[aria-current='true'] { box-shadow: inset 0 0 0 2px ${vars.color.accent}; }
[data-portico] .portico-list-item-text { display: flex; flex: 1; min-width: 0; flex-direction: column; gap: 2px; }
[data-portico] .portico-list-item-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: ${vars.font.weightMedium}; }
[data-portico] .portico-list-item-description { overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-list-item-trailing { display: inline-flex; flex: none; align-items: center; gap: ${vars.space.xs};
  color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
/* The current choice's mark (a checkmark) in the accent colour and at icon size, not small and muted. */
[data-portico] .portico-list-item[aria-current='true'] .portico-list-item-trailing { color: ${vars.color.accent}; }
[data-portico] .portico-list-item[aria-current='true'] .portico-list-item-trailing > svg { font-size: 20px; }
[data-portico] .portico-tag { padding: 2px ${vars.space.sm}; border-radius: ${vars.radius.full};
  background: ${vars.color.background}; color: ${vars.color.foregroundMuted}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-tag[data-tone='success'] { color: ${vars.color.success}; }
[data-portico] .portico-tag[data-tone='accent'] { color: ${vars.color.accent}; }
`

export type ListItemProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  leading?: ReactNode
  title: ReactNode
  description?: ReactNode
  trailing?: ReactNode
  /** Marks the current choice (the active network), announced as `aria-current`. */
  current?: boolean
  /** Shows a spinner in place of the trailing content and marks the row busy. */
  loading?: boolean
}

/** One row of a list: a button with an image, a title, an optional description and trailing content. */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  { leading, title, description, trailing, current, loading, className, type = 'button', ...rest },
  ref,
) {
  return (
    <>
      <Styles id="list-item" css={css} />
      <button
        ref={ref}
        type={type}
        className={`portico-list-item portico-focusable${className ? ` ${className}` : ''}`}
        aria-current={current || undefined}
        aria-busy={loading || undefined}
        {...rest}
      >
        {leading}
        <span className="portico-list-item-text">
          <span className="portico-list-item-title">{title}</span>
          {description ? <span className="portico-list-item-description">{description}</span> : null}
        </span>
        <span className="portico-list-item-trailing">{loading ? <Spinner /> : trailing}</span>
      </button>
    </>
  )
})

/** A small pill next to a list item's title ("Installed", "Recent", "330+"). */
export function Tag({ children, tone }: { children: ReactNode; tone?: 'muted' | 'success' | 'accent' }) {
  return (
    <>
      <Styles id="list-item" css={css} />
      <span className="portico-tag" data-tone={tone ?? 'muted'}>
        {children}
      </span>
    </>
  )
}
