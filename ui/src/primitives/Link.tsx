import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { useT } from './context.js'
import { ExternalIcon } from './icons.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-link { display: inline-flex; align-items: center; gap: ${vars.space.xs};
  color: ${vars.color.accent}; font-family: ${vars.font.family}; font-size: ${vars.font.sizeMedium};
  font-weight: ${vars.font.weightMedium}; text-decoration: none; border-radius: ${vars.radius.control}; }
[data-portico] .portico-link:hover { text-decoration: underline; }
`

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
}

/** Only web links leave the modal: a `javascript:` or data URL from a bad config renders as text. */
export function isSafeHref(href: string): boolean {
  try {
    const { protocol } = new URL(href)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** An external link: opens in a new tab without handing it `window.opener`, and says so to screen readers. */
export function Link({ href, children, className, ...rest }: LinkProps) {
  const t = useT()
  if (!isSafeHref(href)) return <span className={className}>{children}</span>
  return (
    <>
      <Styles id="link" css={css} />
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={`portico-link portico-focusable${className ? ` ${className}` : ''}`}
        {...rest}
      >
        {children}
        <ExternalIcon />
        <span className="portico-visually-hidden">{t('primitives.link.newTab')}</span>
      </a>
    </>
  )
}
