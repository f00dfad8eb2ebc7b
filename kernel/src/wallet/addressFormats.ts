// Base58 (Bitcoin's alphabet: no 0, O, I or l) is [1-9A-HJ-NP-Za-km-z]. Written out as literals, so
// a bundle that uses none of these checks drops them (a `new RegExp` call is kept as a side effect).
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** Legacy P2PKH/P2SH: mainnet starts with 1 or 3, testnet with m, n or 2; 26 to 35 characters. */
const bitcoinBase58 = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/
/** Segwit bech32/bech32m: hrp bc, tb or bcrt, then 11 to 71 data characters (2- to 40-byte programs). */
const bitcoinBech32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{11,71}$/
/** SS58: base58 of prefix (1-2 bytes) + 32-byte key + 2-byte checksum, i.e. 47 to 49 characters. */
const polkadotSs58 = /^[1-9A-HJ-NP-Za-km-z]{47,49}$/
/** Cosmos bech32, lower case: a letter-led hrp, '1', then 38 (20-byte) to 58 (32-byte) data characters. */
const cosmosBech32 = /^[a-z][a-z0-9]{0,82}1[02-9ac-hj-np-z]{38,58}$/

/**
 * Whether `address` is a Solana address: 32 to 44 base58 characters.
 *
 * @example
 * isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv') // true
 */
export function isSolanaAddress(address: unknown): address is string {
  return typeof address === 'string' && solanaAddress.test(address)
}

/**
 * Whether `address` looks like a Bitcoin address. A format check only (no checksum): legacy base58
 * (starting 1, 3, m, n or 2; 26 to 35 characters) or segwit bech32/bech32m (`bc1`, `tb1`, `bcrt1`
 * with 11 to 71 data characters, all lower or all upper case). The bip122 plugin may verify more.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 */
export function isBitcoinAddress(address: unknown): address is string {
  if (typeof address !== 'string') return false
  if (bitcoinBase58.test(address)) return true
  const lower = address.toLowerCase()
  const singleCase = address === lower || address === address.toUpperCase()
  return singleCase && bitcoinBech32.test(lower)
}

/**
 * Whether `address` looks like a Polkadot (SS58) address: 47 to 49 base58 characters. A format
 * check only (no prefix or checksum decoding); the polkadot plugin may verify more.
 *
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true
 */
export function isPolkadotAddress(address: unknown): address is string {
  return typeof address === 'string' && polkadotSs58.test(address)
}

/**
 * Whether `address` looks like a Cosmos bech32 account address: a lower-case prefix such as `cosmos`
 * or `osmo`, `1`, then 38 to 58 bech32 characters (20- or 32-byte accounts). A format check only (no
 * checksum); the cosmos plugin may verify more.
 *
 * @example
 * isCosmosAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02') // true
 */
export function isCosmosAddress(address: unknown): address is string {
  return typeof address === 'string' && cosmosBech32.test(address)
}
