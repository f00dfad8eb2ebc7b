import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CHAIN_NAMESPACES } from '../constants.js'
import { invalidCaip2NetworkId, invalidCaip10Address, invalidCaipAddress } from '../errors/messages.js'
import {
  assertCaipAddressShape,
  getPlainAddress,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from './caip.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors.js'

/** The text the spec quotes for a value: String(value), or its tag when String throws. */
function quoted(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** The spec's rule, written out independently: `count` non-empty colon parts, known namespace first. */
function isValidCaip(value: unknown, count: number): value is string {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === count &&
    parts.every((part) => part.length > 0) &&
    (CHAIN_NAMESPACES as readonly string[]).includes(parts[0]!)
  )
}

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const caipPart = fc.oneof(
  fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'eip-155', 'evm', ' eip155', ''),
  fc.stringMatching(/^[a-zA-Z0-9_-]{0,8}$/),
  fc.string({ maxLength: 6 }),
)
/** Strings shaped like CAIP ids: 1 to 4 parts of namespaces, references and junk joined by ':'. */
const nearCaip = fc.array(caipPart, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(':'))
const anyInput = fc.oneof(
  nearCaip,
  fc.string(),
  fc.anything({
    withNullPrototype: true,
    withBoxedValues: true,
    withBigInt: true,
    withMap: true,
    withDate: true,
  }),
)

test('the near-valid generator reaches both valid and invalid ids and addresses', () => {
  const samples = fc.sample(nearCaip, { numRuns: 2000, seed: 1 })
  for (const count of [2, 3]) {
    const valid = samples.filter((value) => isValidCaip(value, count)).length
    expect(valid).toBeGreaterThan(50)
    expect(samples.length - valid).toBeGreaterThan(500)
  }
})

describe('parseCaipNetworkId', () => {
  test('parses namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({
      namespace: 'eip155',
      reference: '1',
      caipNetworkId: 'eip155:1',
    })
    expect(parseCaipNetworkId(solanaMainnet).reference).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test.each([
    ['eip155', 'one part'],
    ['eip155:1:0xabc', 'three parts'],
    ['eip155:', 'empty reference'],
    [':1', 'empty namespace'],
    ['ethereum:1', 'unknown namespace'],
    ['EIP155:1', 'namespaces are case-sensitive'],
  ])('rejects %s (%s) with the spec text', (value) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
    expect((error as InvalidCaipNetworkIdError).name).toBe('InvalidCaipNetworkIdError')
    expect((error as InvalidCaipNetworkIdError).shortMessage).toBe(`Invalid CAIP-2 network id: ${value}`)
  })

  test('rejects non-strings, quoting String(value)', () => {
    expect(() => parseCaipNetworkId(1)).toThrow(
      expect.objectContaining({ shortMessage: invalidCaip2NetworkId('1') }),
    )
    expect(() => parseCaipNetworkId(undefined)).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid CAIP-2 network id: undefined' }),
    )
  })

  test('property: returns a well-formed id or throws the typed error with the spec text', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        if (isValidCaip(value, 2)) {
          const result = parseCaipNetworkId(value)
          const [namespace, reference] = value.split(':')
          expect(result).toEqual({ namespace, reference, caipNetworkId: value })
          expect(isCaipNetworkId(value)).toBe(true)
        } else {
          const error = thrown(() => parseCaipNetworkId(value))
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
          expect((error as InvalidCaipNetworkIdError).shortMessage).toBe(invalidCaip2NetworkId(quoted(value)))
          expect(isCaipNetworkId(value)).toBe(false)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('parseCaipAddress', () => {
  test('parses every part', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
      caipAddress: 'eip155:1:0xabc',
    })
  })

  test.each([
    ['eip155:1', 'two parts'],
    ['eip155:1:0xabc:extra', 'four parts'],
    ['eip155::0xabc', 'empty reference'],
    ['eip155:1:', 'empty address'],
    ['tron:1:T9yD', 'unknown namespace'],
  ])('rejects %s (%s) with the spec text', (value) => {
    const error = thrown(() => parseCaipAddress(value))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect((error as InvalidCaipAddressError).name).toBe('InvalidCaipAddressError')
    expect((error as InvalidCaipAddressError).shortMessage).toBe(`Invalid CAIP-10 address: ${value}`)
  })

  test('quotes values whose String() throws', () => {
    const value = Object.create(null)
    expect(() => parseCaipAddress(value)).toThrow(
      expect.objectContaining({ shortMessage: invalidCaip10Address('[object Object]') }),
    )
  })

  test('property: returns a well-formed address or throws the typed error with the spec text', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        if (isValidCaip(value, 3)) {
          const result = parseCaipAddress(value)
          const [namespace, reference, address] = value.split(':')
          expect(result).toEqual({
            namespace,
            reference,
            address,
            caipNetworkId: `${namespace}:${reference}`,
            caipAddress: value,
          })
          expect(isCaipAddress(value)).toBe(true)
          expect(getPlainAddress(value)).toBe(address)
        } else {
          const error = thrown(() => parseCaipAddress(value))
          expect(error).toBeInstanceOf(InvalidCaipAddressError)
          expect((error as InvalidCaipAddressError).shortMessage).toBe(invalidCaip10Address(quoted(value)))
          expect(isCaipAddress(value)).toBe(false)
          expect(getPlainAddress(value as string)).toBeUndefined()
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('assertCaipAddressShape', () => {
  test('accepts exactly three parts, even empty ones or an unknown namespace', () => {
    expect(() => assertCaipAddressShape('eip155:1:0xabc')).not.toThrow()
    expect(() => assertCaipAddressShape('tron::')).not.toThrow()
  })

  test("throws 'Invalid CAIP Address' otherwise", () => {
    for (const value of ['0xabc', 'eip155:1', 'a:b:c:d', 42]) {
      const error = thrown(() => assertCaipAddressShape(value))
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      expect((error as InvalidCaipAddressError).shortMessage).toBe(invalidCaipAddress)
    }
  })

  test('property: throws exactly when the value is not a three-part string', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const shaped = typeof value === 'string' && value.split(':').length === 3
        if (shaped) expect(() => assertCaipAddressShape(value)).not.toThrow()
        else
          expect(
            (thrown(() => assertCaipAddressShape(value)) as Error & { shortMessage: string }).shortMessage,
          ).toBe('Invalid CAIP Address')
      }),
    )
  })
})

describe('guards and helpers', () => {
  test('isChainNamespace knows the five namespaces only', () => {
    expect(CHAIN_NAMESPACES.every(isChainNamespace)).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
    expect(isChainNamespace(undefined)).toBe(false)
  })

  test('isCaipAddress and isCaipNetworkId', () => {
    expect(isCaipAddress(`${solanaMainnet}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipNetworkId('eip155:8453')).toBe(true)
    expect(isCaipNetworkId('8453')).toBe(false)
  })

  test('toCaipAddress joins a network id and an address', () => {
    expect(toCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc')
  })

  test('toCaipAddress rejects a bad network id or address', () => {
    expect(() => toCaipAddress('1', '0xabc')).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipAddress('eip155:1', '')).toThrow(
      expect.objectContaining({ shortMessage: invalidCaip10Address('eip155:1:') }),
    )
    expect(() => toCaipAddress('eip155:1', 'a:b')).toThrow(InvalidCaipAddressError)
  })

  test('getPlainAddress returns the address part or undefined', () => {
    expect(getPlainAddress('eip155:1:0xabc')).toBe('0xabc')
    expect(getPlainAddress(undefined)).toBeUndefined()
    expect(getPlainAddress('0xabc')).toBeUndefined()
  })

  test('property: toCaipAddress round-trips through parseCaipAddress', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9]{1,44}$/)
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_NAMESPACES), segment, segment, (namespace, reference, address) => {
        const caipAddress = toCaipAddress(`${namespace}:${reference}`, address)
        expect(parseCaipAddress(caipAddress)).toMatchObject({ namespace, reference, address })
      }),
    )
  })
})
