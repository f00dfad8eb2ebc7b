import type { ElementType, HTMLAttributes, ReactNode } from 'react'
import { vars } from '../theme/tokens.js'
import { Styles } from './Styles.js'

const css = `
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
      <Styles id="text" css={css} />
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
