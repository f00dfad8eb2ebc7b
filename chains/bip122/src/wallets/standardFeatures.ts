/**
 * The Wallet Standard feature a Bitcoin wallet must have (wallet-standard's Bitcoin extension). Its
 * own module: discovery checks for it without loading the wallet driver.
 */
export const BITCOIN_CONNECT = 'bitcoin:connect'
