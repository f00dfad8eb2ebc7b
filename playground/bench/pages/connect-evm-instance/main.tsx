// Composition (a) with its instance created at once, before the first paint (README: "Creating
// the instance at once"): the same module connect-evm loads after the paint, imported statically.
// Measured beside connect-evm, not budgeted.
import portico from '../connect-evm/portico.js'
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(portico)
