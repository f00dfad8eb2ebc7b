// Composition (a) created before the first paint (README: "An instance at once"): the same
// instance module, imported statically, so the kernel and plugins run before the button shows.
// Measured beside connect-evm to show what loading the instance after the first paint saves.
import portico from '../connect-evm/portico.js'
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(portico)
