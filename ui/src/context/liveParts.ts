import { createToken, type Portico } from '@portico/kernel'
import type { ComponentType } from 'react'
import type { ConnectButtonProps } from '../buttons/ConnectButton.js'

/**
 * What the provider and the connect button render once there is an instance. The ui() plugin
 * provides them, so when an app loads its instance lazily they load with it instead of with the
 * page (ConnectButton itself only chooses between them and its placeholder). The account and
 * network buttons show nothing before the instance is there and import their own code, so an
 * app that does not use them does not bundle them.
 */
export type LiveParts = {
  ConnectButton: ComponentType<ConnectButtonProps>
  /** The theme's sheets for the instance's scope and `themeVariables`. */
  ThemeStyles: ComponentType
  /** The modal (mounted on first open) and the toasts. */
  Overlays: ComponentType
}

export const livePartsToken = createToken<LiveParts>('ui.live-parts')

/** The instance's live parts; none for a headless instance (created without the ui() plugin). */
export function liveParts(portico: Portico): LiveParts | undefined {
  return portico.tryResolve(livePartsToken)
}
