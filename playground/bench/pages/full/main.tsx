// Composition (b), everything composed so far (`portico.ts`), its instance created at once.
import { mountConnectButton } from '../mountConnectButton.js'
import portico from './portico.js'

mountConnectButton(portico)
