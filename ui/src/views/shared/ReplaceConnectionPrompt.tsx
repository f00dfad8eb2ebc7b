import { useEffect, useId, useRef } from 'react'
import { useStore } from '../../hooks/useStore.js'
import { Button } from '../../primitives/Button.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Text } from '../../primitives/Text.js'
import { replaceStore } from './replaceConnection.js'

/** The question `connectUnlessReplacing` (replaceConnection.ts) asks, shown above the wallet list it was asked from. */
export function ReplaceConnectionPrompt() {
  const portico = usePortico()
  const t = useT()
  const store = replaceStore(portico)
  const pending = useStore(store, (s) => s.pending)
  const id = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const returnFocus = useRef<Element | null>(null)

  useEffect(() => {
    if (!pending) return
    returnFocus.current = document.activeElement
    dialog.current?.querySelector('button')?.focus()
  }, [pending])
  // Leaving the list drops the question: it belongs to the list it was asked from.
  useEffect(() => () => store.setState({ pending: undefined }), [store])

  if (!pending) return null
  const settle = (go: boolean) => {
    store.setState({ pending: undefined })
    if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus()
    if (go) pending.proceed()
  }
  return (
    <div
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="portico-replace-connection portico-stack"
    >
      <Text variant="title" id={`${id}-title`}>
        {t('views.connect.replace.title', { current: pending.current })}
      </Text>
      <Text tone="muted" id={`${id}-description`}>
        {t('views.connect.replace.description', { current: pending.current, wallet: pending.wallet })}
      </Text>
      <div className="portico-row">
        <Button onClick={() => settle(true)}>{t('views.connect.replace.confirm')}</Button>
        <Button variant="ghost" onClick={() => settle(false)}>
          {t('views.connect.replace.cancel')}
        </Button>
      </div>
    </div>
  )
}
