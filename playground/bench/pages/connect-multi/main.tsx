// connect-multi: a Connect button over EVM, Solana and Bitcoin (see portico.ts).
import { mountConnectButton } from '../mountConnectButton.js'
import portico from './portico.js'

mountConnectButton(portico)
