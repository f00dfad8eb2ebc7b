// Composition (a) with its instance loaded after the first paint (README: "Keeping Portico out of
// the first paint"): the provider gets a loader of the same instance module, so the button paints
// with the page and the kernel and plugins run after it. Measured beside connect-evm.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('../connect-evm/portico.js'))
