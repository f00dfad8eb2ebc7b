import { LiveConnectButton } from './buttons/LiveConnectButton.js'
import type { LiveParts } from './context/liveParts.js'
import { Overlays } from './shell/Overlays.js'
import { loadShellAndView } from './shell/shellLoader.js'
import { ThemeStyles } from './theme/ThemeStyles.js'

/** The live parts the ui() plugin provides (see `context/liveParts.ts`). */
export const uiLiveParts: LiveParts = {
  ConnectButton: LiveConnectButton,
  ThemeStyles,
  Overlays,
  loadShellAndView,
}
