import type { ButtonHTMLAttributes, Ref } from 'react'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { entryButtonClass, entryButtonCss } from './entryButtonCss.js'
import { usePrefetchShell } from './usePrefetchShell.js'

export type LiveEntryButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  /** Its kind's class: `portico-connect-button`, `portico-account-button`, `portico-network-button`. */
  kind: string
  /** The app's own classes. */
  className?: string | undefined
  ref?: Ref<HTMLButtonElement>
}

/**
 * An entry button under a loaded instance (connect, account, network): the entry styles, the
 * instance's scope and language, and the modal's code starting to load as soon as the pointer or
 * focus reaches it.
 */
export function LiveEntryButton({ kind, className, ref, ...button }: LiveEntryButtonProps) {
  const scope = usePorticoScope()
  const prefetch = usePrefetchShell()
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        ref={ref}
        {...scope}
        {...button}
        type="button"
        className={entryButtonClass(kind, className)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      />
    </>
  )
}
