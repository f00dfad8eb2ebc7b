// @portico/chain-solana: the Solana chain plugin (in progress, issue 14).
export { VERSION } from '../version.js'
