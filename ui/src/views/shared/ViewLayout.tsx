import type { HTMLAttributes, ReactNode } from 'react'
import { Styles } from '../../primitives/Styles.js'
import { viewCss } from './viewStyles.js'

/** The padded column every core view renders in. */
export function ViewLayout({
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  return (
    <>
      <Styles id="view" css={viewCss} />
      <div className={`portico-view${className ? ` ${className}` : ''}`} {...rest}>
        {children}
      </div>
    </>
  )
}
