import type { Portico } from '@portico/kernel'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { createContextValue } from '../context/contextValue.js'
import {
  createPendingPortico,
  type InitialTheme,
  PendingPorticoContext,
  type PorticoLoader,
} from '../context/PendingPortico.js'
import { PorticoContext, type PorticoContextValue } from '../context/PorticoContext.js'
import { afterNextPaint } from '../shell/afterNextPaint.js'
import { StyleNonceContext } from '../theme/styleNonce.js'
import { ThemeSheets } from '../theme/ThemeSheets.js'

export type PorticoProviderProps = {
  /**
   * The instance from `createPortico` (the app owns it: the provider starts it, never disposes
   * it), or a loader of the module that creates it, so none of the kernel and plugins runs before
   * the page's first paint. With a loader, the entry buttons show at once and the instance loads
   * after the first paint (or when the pointer or focus reaches a button); components using the
   * hooks suspend until it is there. The loader is called once, whatever later renders pass.
   */
  portico: Portico | PorticoLoader
  /** With a loader: the theme the buttons show until the instance (and its theme) is there. */
  initialTheme?: InitialTheme
  /**
   * The nonce of a Content-Security-Policy that allows styles by nonce (`style-src 'nonce-…'`):
   * every stylesheet of this instance carries it. Give the server and the client the same value.
   */
  styleNonce?: string
  children?: ReactNode
}

/**
 * Makes a Portico instance available to the hooks and components below it, starts it on the
 * client (after the first paint), emits its theme, and mounts the modal (lazily, on first open)
 * and the toasts. Two providers with two instances on one page share nothing.
 *
 * @example
 * // portico.ts: export default createPortico({ plugins: [ui(), eip155()], networks: [mainnet] })
 * createRoot(el).render(
 *   <PorticoProvider portico={() => import('./portico.js')}>
 *     <ConnectButton />
 *   </PorticoProvider>,
 * )
 */
export function PorticoProvider({
  portico: source,
  initialTheme,
  styleNonce,
  children,
}: PorticoProviderProps) {
  // useId is the same on server and client, so the scope attribute hydrates without a mismatch.
  const scopeId = `p${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [loaded, setLoaded] = useState<PorticoContextValue | null>(null)
  const [pending] = useState(() =>
    typeof source === 'function'
      ? createPendingPortico({ loader: source, scopeId, initialTheme, onLoaded: setLoaded })
      : null,
  )
  const instance = typeof source === 'function' ? null : source
  const given = useMemo(() => instance && createContextValue(instance, scopeId), [instance, scopeId])
  const value = given ?? loaded
  const portico = value?.portico
  // A headless instance (no ui() plugin) gets hooks only: no theme sheets, modal or toasts.
  const parts = value?.parts
  // Started once the page has painted: reading stored state and reconnecting must not hold back
  // the first frame. Failures are logged and emitted as kernel:error by the kernel itself.
  useEffect(() => portico && afterNextPaint(() => void portico.start().catch(() => undefined)), [portico])
  // A loaded instance's code, too, comes after the first frame (sooner if a button is reached).
  useEffect(
    () => (pending && !value ? afterNextPaint(() => void pending.ready()) : undefined),
    [pending, value],
  )
  // The same element shape while loading and after, so the app's own tree is kept, not remounted.
  return (
    <StyleNonceContext value={styleNonce}>
      <PendingPorticoContext value={pending}>
        <PorticoContext value={value}>
          {parts ? (
            <parts.ThemeStyles />
          ) : (
            !value && pending && <ThemeSheets scopeId={scopeId} variables={pending.theme.variables} />
          )}
          {children}
          {parts && <parts.Overlays />}
        </PorticoContext>
      </PendingPorticoContext>
    </StyleNonceContext>
  )
}
