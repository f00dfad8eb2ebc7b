import { type Connector, createStore, type Portico, replacesConnection, type Store } from '@portico/kernel'
import { useEffect, useId, useRef } from 'react'
import { useStore } from '../../hooks/useStore.js'
import { Button } from '../../primitives/Button.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Text } from '../../primitives/Text.js'
import { instanceValue } from './instanceCache.js'

type PendingReplace = { current: string; wallet: string; proceed(): void }
type ReplaceState = { pending: PendingReplace | undefined }

const replaceStore = (portico: Portico): Store<ReplaceState> =>
  instanceValue(portico, 'replace-connection', () => createStore<ReplaceState>({ pending: undefined }))

/**
 * Runs `proceed` at once, unless picking `wallet` would replace a live connection (multi-wallet
 * off, one of its namespaces connected through another connector): then the wallet list asks
 * first, and `proceed` runs only when the visitor confirms (issue 25).
 */
export function connectUnlessReplacing(
  portico: Portico,
  connector: Connector | undefined,
  wallet: string,
  proceed: () => void,
): void {
  const state = portico.wallet.getState()
  const namespace =
    connector && replacesConnection(state.activeConnectorIds, connector, portico.flags.get('multiWallet'))
  if (!namespace) {
    proceed()
    return
  }
  const current = portico.wallet.getAccount(namespace).connectedWalletInfo?.name ?? namespace
  replaceStore(portico).setState({ pending: { current, wallet, proceed } })
}

/** The question `connectUnlessReplacing` asks, shown above the wallet list it was asked from. */
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
