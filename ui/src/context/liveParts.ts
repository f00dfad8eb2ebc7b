import { type ChainNamespace, createToken, type Portico } from '@portico/kernel'
import type { ComponentType } from 'react'
import type { ModuleCache } from './moduleCache.js'

/** The props of `ConnectButton` (and of the live button it renders once there is an instance). */
export type ConnectButtonProps = {
  /** The namespace to connect; default the active one. */
  namespace?: ChainNamespace
  /** Overrides the catalogue label ('Connect Wallet'). */
  label?: string
  /** Shows the account (like AccountButton) once connected (default); false keeps the connect label. */
  showAccountWhenConnected?: boolean
  className?: string
}

/**
 * What the provider and the connect button render once there is an instance, and the entry
 * buttons' shell loader. The ui() plugin provides them, so when an app loads its instance lazily
 * they load with it instead of with the page (ConnectButton itself only chooses between them and
 * its placeholder). The account and
 * network buttons show nothing before the instance is there and import their own code, so an
 * app that does not use them does not bundle them.
 */
export type LiveParts = {
  ConnectButton: ComponentType<ConnectButtonProps>
  /** The theme's sheets for the instance's scope and `themeVariables`. */
  ThemeStyles: ComponentType
  /** The modal (mounted on first open) and the toasts. */
  Overlays: ComponentType
  /**
   * Starts loading the shell's and `view`'s code (what an entry button's intent starts; see
   * shell/shellLoader.ts). Here, with the instance, rather than imported by the buttons: the page's
   * entry then carries no import of the modal's bundle.
   */
  loadShellAndView(portico: Portico, cache: ModuleCache, view: string): Promise<unknown>
}

// Made with the kernel's createToken, which the instance's code and the plugins use too: the
// page's entry then holds the token module, and the bundler makes no file of that module alone
// under the instance's (docs/ENGINEERING.md, the bundler's split; consumer page / 5 -> 4 files).
export const livePartsToken = createToken<LiveParts>('ui.live-parts')

/** The instance's live parts; none for a headless instance (created without the ui() plugin). */
export function liveParts(portico: Portico): LiveParts | undefined {
  return portico.tryResolve(livePartsToken)
}
