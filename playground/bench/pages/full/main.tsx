// Composition (b), everything composed so far (`portico.ts`), composed like connect-evm.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
