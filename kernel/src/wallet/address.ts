// Format checks of the other namespaces live in addressFormats.ts: only the EVM one is on the
// page of an EVM-only app (the chain plugin a page composes passes its own check; the rest is
// reached by lazy code through checksum.ts).
const eip155Lenient = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether `address` is an EVM address: 40 hex characters with an optional `0x`. For the strict,
 * checksummed form see `isChecksumAddress` (kept apart: it needs keccak, which format checks on
 * the first-paint path should not pay for).
 *
 * @example
 * isEip155Address('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // true
 * isEip155Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 */
export function isEip155Address(address: unknown): address is string {
  return typeof address === 'string' && eip155Lenient.test(address)
}

export {
  isBitcoinAddress,
  isCosmosAddress,
  isPolkadotAddress,
  isSolanaAddress,
} from './addressFormats.js'
