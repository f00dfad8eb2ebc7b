// Composition (a): a Connect button with kernel + ui + eip155 for Ethereum and Base (`portico.ts`),
// as the README's first example composes it: the instance is created before the first paint.
import { mountConnectButton } from '../mountConnectButton.js'
import portico from './portico.js'

mountConnectButton(portico)
