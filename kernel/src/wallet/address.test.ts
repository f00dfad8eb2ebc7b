import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ADDRESS_CACHE_SIZE, CHAIN_NAMESPACES } from '../constants.js'
import {
  isBitcoinAddress,
  isCosmosAddress,
  isEip155Address,
  isPolkadotAddress,
  isSolanaAddress,
} from './address.js'
import { createChecksumCache, isAddressFor, isChecksumAddress, toChecksumAddress } from './checksum.js'
import { InvalidAddressError } from './errors.js'

/** Test vectors of EIP-55: all caps, all lower and mixed case checksums. */
const eip55Vectors = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
const mixed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const base58Chars = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58String = (min: number, max: number) =>
  fc.array(fc.constantFrom(...base58Chars), { minLength: min, maxLength: max }).map((chars) => chars.join(''))

describe('eip155', () => {
  test('lenient: 40 hex characters with an optional 0x', () => {
    expect(isEip155Address(mixed)).toBe(true)
    expect(isEip155Address(mixed.slice(2))).toBe(true)
    expect(isEip155Address(mixed.toLowerCase())).toBe(true)
    expect(isEip155Address(`${mixed}0`)).toBe(false)
    expect(isEip155Address(mixed.slice(0, -1))).toBe(false)
    expect(isEip155Address(`0X${mixed.slice(2)}`)).toBe(false)
    expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEip155Address(42)).toBe(false)
  })

  test('toChecksumAddress matches the EIP-55 vectors', () => {
    for (const vector of eip55Vectors) {
      expect(toChecksumAddress(vector.toLowerCase())).toBe(vector)
      expect(toChecksumAddress(vector.slice(2).toUpperCase())).toBe(vector)
    }
  })

  test('strict: 0x plus a checksum that matches exactly', () => {
    for (const vector of eip55Vectors) expect(isChecksumAddress(vector)).toBe(true)
    expect(isChecksumAddress(mixed.toLowerCase())).toBe(false)
    expect(isChecksumAddress(mixed.toUpperCase().replace('0X', '0x'))).toBe(false)
    expect(isChecksumAddress(mixed.slice(2))).toBe(false)
    expect(isChecksumAddress(mixed.replace('aA', 'Aa'))).toBe(false)
  })

  test('toChecksumAddress throws InvalidAddressError on anything but 40 hex', () => {
    expect(() => toChecksumAddress('0x123')).toThrow(InvalidAddressError)
    expect(() => toChecksumAddress('0x123')).toThrow(
      expect.objectContaining({
        name: 'InvalidAddressError',
        shortMessage: 'Address "0x123" is invalid for eip155.',
      }),
    )
  })

  test('property: the checksum form is strict-valid, idempotent and keeps the hex', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (hex, prefixed) => {
        const checksummed = toChecksumAddress(prefixed ? `0x${hex}` : hex)
        expect(checksummed.toLowerCase()).toBe(`0x${hex.toLowerCase()}`)
        expect(isChecksumAddress(checksummed)).toBe(true)
        expect(toChecksumAddress(checksummed)).toBe(checksummed)
      }),
    )
  })

  test('property: flipping the case of one letter breaks the strict check', () => {
    fc.assert(
      fc.property(hex40, fc.nat(), (hex, pick) => {
        const checksummed = toChecksumAddress(hex)
        const letters = [...checksummed.slice(2)].flatMap((char, index) =>
          /[a-fA-F]/.test(char) ? [index + 2] : [],
        )
        fc.pre(letters.length > 0)
        const at = letters[pick % letters.length]!
        const char = checksummed[at]!
        const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
        const tampered = `${checksummed.slice(0, at)}${flipped}${checksummed.slice(at + 1)}`
        expect(isChecksumAddress(tampered)).toBe(false)
        expect(isEip155Address(tampered)).toBe(true)
      }),
    )
  })

  test('property: toChecksumAddress returns a valid checksum or throws InvalidAddressError, nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          hex40,
          hex40.map((hex) => `0x${hex}`),
          fc.anything(),
        ),
        (value) => {
          let result: string | undefined
          try {
            result = toChecksumAddress(value as string)
          } catch (error) {
            expect((error as Error).name).toBe('InvalidAddressError')
            expect(isEip155Address(value)).toBe(false)
            return
          }
          expect(isEip155Address(value)).toBe(true)
          expect(isChecksumAddress(result)).toBe(true)
        },
      ),
    )
  })
})

describe('solana', () => {
  test('32 to 44 base58 characters', () => {
    expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  test('rejects characters outside base58 (0, O, I, l)', () => {
    for (const char of ['0', 'O', 'I', 'l', '+', ' '])
      expect(isSolanaAddress(`${char}${'1'.repeat(40)}`)).toBe(false)
  })

  test('property: every base58 string of 32 to 44 characters passes, shorter or longer fails', () => {
    fc.assert(
      fc.property(base58String(1, 60), (value) => {
        expect(isSolanaAddress(value)).toBe(value.length >= 32 && value.length <= 44)
      }),
    )
  })
})

describe('bip122, polkadot and cosmos format checks', () => {
  test('bitcoin: legacy base58 and segwit bech32 addresses', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isBitcoinAddress('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(true)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(isBitcoinAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true)
  })

  test('bitcoin: rejects mixed case, bad characters, other prefixes and lengths', () => {
    expect(isBitcoinAddress('bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isBitcoinAddress('bc1qbr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isBitcoinAddress('ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(isBitcoinAddress('4A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTf')).toBe(false)
    expect(isBitcoinAddress(mixed)).toBe(false)
  })

  test('polkadot: 47 to 49 base58 characters (SS58)', () => {
    expect(isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
    expect(isPolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')).toBe(true)
    expect(isPolkadotAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
    expect(isPolkadotAddress(`0${'1'.repeat(47)}`)).toBe(false)
  })

  test('cosmos: lower-case prefix, 1, then 38 to 58 bech32 characters', () => {
    expect(isCosmosAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
    expect(isCosmosAddress(`osmo1${'q'.repeat(58)}`)).toBe(true)
    expect(isCosmosAddress('COSMOS1HSK6JRYYQJFHP5DHC55TC9JTCKYGX0EPH6DD02')).toBe(false)
    expect(isCosmosAddress(`cosmos1${'q'.repeat(37)}`)).toBe(false)
    expect(isCosmosAddress(`cosmos1${'b'.repeat(38)}`)).toBe(false)
  })
})

describe('isAddressFor', () => {
  test('dispatches per namespace', () => {
    expect(isAddressFor('eip155', mixed.toLowerCase())).toBe(true)
    expect(isAddressFor('eip155', mixed.toLowerCase(), { strict: true })).toBe(false)
    expect(isAddressFor('solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isAddressFor('solana', mixed)).toBe(false)
    expect(isAddressFor('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isAddressFor('polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
    expect(isAddressFor('cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02')).toBe(true)
  })

  test('unknown namespaces answer false', () => {
    expect(isAddressFor('tron', 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW')).toBe(false)
  })

  test('property: never throws, for any namespace and any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES), fc.string()),
        fc.anything({ withNullPrototype: true, withBoxedValues: true }),
        fc.boolean(),
        (namespace, value, strict) => {
          expect(typeof isAddressFor(namespace, value, { strict })).toBe('boolean')
          if (typeof value !== 'string') expect(isAddressFor(namespace, value, { strict })).toBe(false)
        },
      ),
    )
  })
})

describe('checksum cache (address cache size 8192, spec 9)', () => {
  const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`

  test('answers like toChecksumAddress, one entry per address whatever its spelling', () => {
    const cache = createChecksumCache()
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
    expect(cache.checksum(lower)).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(cache.checksum(lower.toUpperCase().replace('0X', '0x'))).toBe(toChecksumAddress(lower))
    expect(cache.size).toBe(1)
    expect(() => cache.checksum('0x123')).toThrow(expect.objectContaining({ name: 'InvalidAddressError' }))
    expect(cache.size).toBe(1)
  })

  test('keeps at most 8192 addresses by default, forgetting the least recently used', () => {
    expect(ADDRESS_CACHE_SIZE).toBe(8192)
    const cache = createChecksumCache()
    for (let index = 0; index < ADDRESS_CACHE_SIZE + 10; index++) cache.checksum(address(index))
    expect(cache.size).toBe(ADDRESS_CACHE_SIZE)
    const small = createChecksumCache(2)
    small.checksum(address(1))
    small.checksum(address(2))
    small.checksum(address(1)) // used again: address 2 is now the oldest
    small.checksum(address(3))
    expect(small.size).toBe(2)
    // Two caches share nothing.
    expect(createChecksumCache().size).toBe(0)
  })
})
