// Composition (a) plus WalletConnect (`portico.ts`), composed like connect-evm.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
