import { createContext, use, useEffect } from 'react'

/** Set by the shell; a view calls it through useModalTitle. */
export const ModalTitleContext = createContext<((title: string | undefined) => void) | null>(null)

/**
 * Replaces the header title while the calling view shows (e.g. the wallet's name while
 * connecting). Without it the header shows the view's registered `title` key, translated.
 *
 * @example
 * useModalTitle(connector?.name)
 */
export function useModalTitle(title: string | undefined): void {
  const setTitle = use(ModalTitleContext)
  useEffect(() => {
    if (!setTitle) return
    setTitle(title)
    return () => setTitle(undefined)
  }, [setTitle, title])
}
