// plugin-send: see portico.ts. Not a bench scenario; the size checks of feature plugins build it.
import { mountConnectButton } from '../mountConnectButton.js'
import portico from './portico.js'

mountConnectButton(portico)
