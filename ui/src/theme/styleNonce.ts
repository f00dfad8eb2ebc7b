import { createContext } from 'react'

/**
 * The nonce every Portico stylesheet carries, for pages whose Content-Security-Policy allows
 * styles by nonce (`style-src 'nonce-…'`, no 'unsafe-inline'). Set by `PorticoProvider`'s
 * `styleNonce`; the same value on the server and the client.
 */
export const StyleNonceContext = createContext<string | undefined>(undefined)
