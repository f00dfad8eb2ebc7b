// Composition (a) plus WalletConnect (`portico.ts`), its instance created at once: compared with
// connect-evm, the difference is what the plugin itself adds before the first click.
import { mountConnectButton } from '../mountConnectButton.js'
import portico from './portico.js'

mountConnectButton(portico)
