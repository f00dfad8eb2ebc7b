import type { Portico } from '@portico/kernel'
import { type ReactNode, useEffect, useId, useMemo } from 'react'
import { afterNextPaint } from '../shell/afterNextPaint.js'
import { Overlays } from '../shell/Overlays.js'
import { createServerSnapshots } from '../ssr/serverSnapshots.js'
import { ThemeStyles } from '../theme/ThemeStyles.js'
import { PorticoContext, type PorticoContextValue } from './PorticoContext.js'

export type PorticoProviderProps = {
  /** The instance from `createPortico`; the app owns it (the provider starts it, never disposes it). */
  portico: Portico
  children?: ReactNode
}

/**
 * Makes a Portico instance available to the hooks and components below it, starts it on the
 * client (after the first paint), emits its theme, and mounts the modal (lazily, on first open)
 * and the toasts. Two providers with two instances on one page share nothing.
 *
 * @example
 * const portico = createPortico({ plugins: [ui(), eip155()], networks: [mainnet] })
 * createRoot(el).render(
 *   <PorticoProvider portico={portico}>
 *     <ConnectButton />
 *   </PorticoProvider>,
 * )
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  // useId is the same on server and client, so the scope attribute hydrates without a mismatch.
  const scopeId = `p${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const value = useMemo<PorticoContextValue>(
    () => ({ portico, scopeId, server: createServerSnapshots(portico), modules: new Map() }),
    [portico, scopeId],
  )
  // Started once the page has painted: reading stored state and reconnecting must not hold back
  // the first frame. Failures are logged and emitted as kernel:error by the kernel itself.
  useEffect(() => afterNextPaint(() => void portico.start().catch(() => undefined)), [portico])
  return (
    <PorticoContext value={value}>
      <ThemeStyles />
      {children}
      <Overlays />
    </PorticoContext>
  )
}
