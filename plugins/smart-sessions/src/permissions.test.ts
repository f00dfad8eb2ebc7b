import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describePermission, formatPeriod, unitsToDecimal } from './core/describe.js'
import { sessionSchema, sessionsAnswerSchema } from './core/schemas.js'
import {
  contractCall,
  erc20RecurringAllowance,
  nativeRecurringAllowance,
  permissionRequest,
} from './permissions.js'

const KEY = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } } as const
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('permission builder', () => {
  it('builds the API-FACTS 2.19 shapes with hex amounts and a hex chain id', () => {
    const request = permissionRequest({
      chainId: 31337,
      expiry: 1_900_000_000,
      signer: KEY,
      permissions: [
        nativeRecurringAllowance({ allowance: 10n ** 16n, start: 1_800_000_000, period: 86_400 }),
        erc20RecurringAllowance({ token: TOKEN, allowance: 5_000_000n, start: 0, period: 3600 }),
        contractCall({ address: TOKEN, abi: [], functions: [{ functionName: 'transfer' }] }),
      ],
    })
    expect(request).toEqual({
      chainId: '0x7a69',
      expiry: 1_900_000_000,
      signer: KEY,
      policies: [],
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x2386f26fc10000', start: 1_800_000_000, period: 86_400 },
        },
        {
          type: 'erc20-recurring-allowance',
          data: { token: TOKEN, allowance: '0x4c4b40', start: 0, period: 3600 },
        },
        {
          type: 'contract-call',
          data: { address: TOKEN, abi: [], functions: [{ functionName: 'transfer' }] },
        },
      ],
    })
  })

  it('refuses what no wallet could grant', () => {
    expect(() => nativeRecurringAllowance({ allowance: -1n, start: 0, period: 1 })).toThrow('negative')
    expect(() => nativeRecurringAllowance({ allowance: 1n, start: 0, period: 1.5 })).toThrow('whole seconds')
    expect(() => erc20RecurringAllowance({ token: '0x12', allowance: 1n, start: 0, period: 1 })).toThrow(
      'token',
    )
    expect(() => contractCall({ address: TOKEN, abi: [], functions: [] })).toThrow('at least one function')
    expect(() => permissionRequest({ chainId: 1, expiry: 1, signer: KEY, permissions: [] })).toThrow(
      'at least one',
    )
  })
})

describe('permissions in words (Intl)', () => {
  it('amounts keep every digit and periods use the largest whole unit, per locale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (wei) => {
        const text = unitsToDecimal(wei, 18)
        const [whole, fraction = ''] = text.split('.')
        expect(BigInt(whole!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0') || '0')).toBe(wei)
      }),
    )
    expect(formatPeriod(86_400, 'en')).toBe('1 day')
    expect(formatPeriod(7_200, 'en')).toBe('2 hours')
    expect(formatPeriod(90, 'en')).toBe('90 seconds')
    expect(formatPeriod(172_800, 'de')).toBe('2 Tage')
    const native = {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x2386f26fc10000', start: 0, period: 86_400 },
    }
    expect(describePermission(native, { locale: 'en', nativeSymbol: 'ETH' })).toEqual({
      kind: 'native-allowance',
      amount: '0.01',
      symbol: 'ETH',
      period: '1 day',
    })
    expect(
      describePermission(
        { ...native, data: { allowance: '0xde0b6b3a7640000', start: 0, period: 60 } },
        { locale: 'de', nativeSymbol: 'ETH' },
      ),
    ).toMatchObject({ amount: '1', period: '1 Minute' })
    expect(
      describePermission({ type: 'wallet-teleport', data: {} }, { locale: 'en', nativeSymbol: 'ETH' }),
    ).toEqual({
      kind: 'unknown',
      type: 'wallet-teleport',
    })
    // A known type with malformed data reads as unknown instead of failing.
    expect(
      describePermission({ ...native, data: { allowance: 'lots' } }, { locale: 'en', nativeSymbol: 'ETH' })
        .kind,
    ).toBe('unknown')
  })
})

describe('sessions answer schemas', () => {
  const session = fc.record({
    project: fc.record({
      id: fc.string(),
      name: fc.string(),
      url: fc.option(fc.webUrl(), { nil: null }),
      iconUrl: fc.option(fc.webUrl(), { nil: null }),
    }),
    pci: fc.uuid(),
    expiry: fc.nat(),
    createdAt: fc.nat(),
    permissions: fc.array(fc.record({ type: fc.string(), data: fc.jsonValue({ maxDepth: 2 }) }), {
      maxLength: 3,
    }),
    policies: fc.array(fc.record({ type: fc.string(), data: fc.jsonValue({ maxDepth: 2 }) }), {
      maxLength: 2,
    }),
    context: fc.option(fc.stringMatching(/^0x[0-9a-f]{0,20}$/), { nil: null }),
    revokedAt: fc.option(fc.nat(), { nil: null }),
  })

  it('every well-formed session passes unchanged; breaking any required field fails; the envelope needs a list', () => {
    fc.assert(
      fc.property(
        session,
        fc.constantFrom('pci', 'expiry', 'project', 'permissions', 'revokedAt'),
        (value, broken) => {
          expect(sessionSchema.parse(value)).toEqual(value)
          expect(sessionSchema.safeParse({ ...value, [broken]: { bad: true } }).success).toBe(false)
        },
      ),
      { numRuns: 60 },
    )
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const ok =
          typeof value === 'object' && value !== null && Array.isArray((value as { pcis?: unknown }).pcis)
        expect(sessionsAnswerSchema.safeParse(value).success).toBe(ok)
      }),
      { numRuns: 100 },
    )
  }, 30_000)
})
