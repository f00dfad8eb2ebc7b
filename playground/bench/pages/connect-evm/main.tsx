// Composition (a): a Connect button with kernel + ui + eip155 for Ethereum and Base, as the
// README's first example composes it: the button paints with the page, the instance (kernel and
// plugins, `portico.ts`) loads after the first paint.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
