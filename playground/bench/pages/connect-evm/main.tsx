// Composition (a): a Connect button with kernel + ui + eip155 for Ethereum and Base (`portico.ts`),
// as the README's first example composes it: the provider gets a loader of the instance's module,
// so the button paints with the page and the kernel and plugins load after the first paint.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
