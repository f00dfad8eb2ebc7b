import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { alerts } from '../errors/alerts.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { createLogger } from '../log/createLogger.js'
import type { Platform } from '../platform.js'
import { validateSync } from '../validation.js'
import { BUILT_IN_FLAGS } from './builtInFlags.js'
import { createFlagStore } from './createFlagStore.js'
import { capabilityFlags } from './fixtures/capabilityFlags.js'
import {
  applyRemoteConfig,
  fetchRemoteFeatures,
  interpretRemoteConfig,
  remoteConfigSchema,
} from './remote.js'

/** The remote feature ids the kernel's and the capability plugins' flags read (API-FACTS 3.3). */
const REMOTE_FEATURE_IDS = [
  'multi_wallet',
  'activity',
  'onramp',
  'swap',
  'social_login',
  'reown_branding',
  'email_capture',
  'fund_from_exchange',
  'payments',
  'reown_authentication',
  'headless',
]
/** A flag store with the capability plugins' flags declared, read by any key. */
const storeOf = (
  parameters: Omit<Parameters<typeof createFlagStore>[0], 'declarations'> & {
    declarations?: Parameters<typeof createFlagStore>[0]['declarations']
  },
) => {
  const flags = createFlagStore({
    ...parameters,
    declarations: { ...capabilityFlags, ...parameters.declarations },
  })
  return flags as typeof flags & { get(key: string): unknown }
}
const sourcesOf = () =>
  storeOf({ platform: { mobile: false, telegram: false, os: 'mac' }, log }).remoteSources()

const log = createLogger({ sink: false, level: 'silent' })

describe('remoteConfigSchema', () => {
  it('accepts the documented answer and rejects malformed entries', () => {
    const body = {
      features: [
        { id: 'social_login', isEnabled: true, config: ['email', 'discord'] },
        { id: 'multi_wallet', isEnabled: false, config: null },
      ],
    }
    expect(z.safeParse(remoteConfigSchema, body).success).toBe(true)
    expect(
      z.safeParse(remoteConfigSchema, { features: [{ id: 'swap', isEnabled: 'yes', config: null }] }).success,
    ).toBe(false)
  })
})

describe('interpretRemoteConfig', () => {
  it('sets every remote flag to false for an empty list', () => {
    expect(interpretRemoteConfig({ features: [] }, undefined, sourcesOf())).toEqual({
      multiWallet: false,
      activity: false,
      onramp: false,
      swaps: false,
      email: false,
      socials: false,
      reownBranding: false,
      emailCapture: false,
      payWithExchange: false,
      payments: false,
      reownAuthentication: false,
      headless: false,
    })
  })

  it('returns undefined for a body that is not a feature list', () => {
    expect(interpretRemoteConfig({ features: {} }, undefined, sourcesOf())).toBeUndefined()
  })
})

describe('fetchRemoteFeatures', () => {
  let server: Server
  let baseUrl: string
  let answer: { status: number; body: string } = { status: 200, body: '' }
  const queries: URLSearchParams[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      queries.push(url.searchParams)
      if (url.pathname !== '/appkit/v1/config') {
        response.writeHead(404)
        return response.end()
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const platform: Platform = { mobile: false, telegram: false, os: 'unknown' }

  it('fetches GET /appkit/v1/config with the SDK parameters and feeds the flag store', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        features: [
          { id: 'social_login', isEnabled: true, config: ['email', 'discord'] },
          { id: 'swap', isEnabled: true, config: ['1inch'] },
          { id: 'onramp', isEnabled: false, config: [] },
          { id: 'activity', isEnabled: false, config: [] },
          { id: 'swap', isEnabled: 'broken' },
        ],
      }),
    }
    const http = createHttpClient({ baseUrl, projectId: 'p', sdkVersion: 'react-core-1.7.16' })
    const flags = storeOf({ platform, log })
    applyRemoteConfig(flags, await fetchRemoteFeatures(http))
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      st: 'appkit',
      sv: 'react-core-1.7.16',
      projectId: 'p',
    })
    expect(flags.getAll()).toMatchObject({
      email: true,
      socials: ['discord'],
      swaps: ['1inch'],
      onramp: false,
      activity: false,
      reownBranding: false,
    })
  })

  it('throws with the Server Error alert on 5xx, leaving local values and defaults in place', async () => {
    answer = { status: 502, body: '' }
    const http = createHttpClient({ baseUrl, sdkVersion: 'x' })
    const flags = storeOf({ platform, log, local: { swaps: false } as never })
    const error = await fetchRemoteFeatures(http).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'HttpStatusError', alert: alerts.SERVER_ERROR })
    expect(flags.get('swaps')).toBe(false)
    expect(flags.get('email')).toBe(true)
  })

  it('throws a validation error for a body without a feature list', async () => {
    answer = { status: 200, body: '{"feature":[]}' }
    const http = createHttpClient({ baseUrl, sdkVersion: 'x' })
    await expect(fetchRemoteFeatures(http)).rejects.toMatchObject({ name: 'HttpResponseValidationError' })
  })
})

describe('applyRemote properties', () => {
  const platforms = fc.record({
    mobile: fc.boolean(),
    telegram: fc.boolean(),
    os: fc.constantFrom('ios', 'android', 'mac', 'windows', 'linux', 'unknown'),
  }) as fc.Arbitrary<Platform>

  const configItem = fc.oneof(
    fc.constantFrom(
      'email',
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
      '1inch',
      'meld',
    ),
    fc.string(),
  )
  const entry = fc.record(
    {
      id: fc.oneof(fc.constantFrom(...REMOTE_FEATURE_IDS), fc.string(), fc.jsonValue()),
      isEnabled: fc.oneof(fc.boolean(), fc.jsonValue()),
      config: fc.oneof(fc.constant(null), fc.array(configItem), fc.jsonValue()),
    },
    { requiredKeys: [] },
  )
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record({ features: fc.array(fc.oneof(entry, fc.jsonValue()), { maxLength: 15 }) }),
  )
  const local = fc.record(
    {
      swaps: fc.oneof(fc.boolean(), fc.array(fc.string())),
      socials: fc.oneof(fc.boolean(), fc.subarray(['google', 'x', 'discord', 'apple', 'facebook'])),
      email: fc.boolean(),
      pay: fc.boolean(),
      activity: fc.jsonValue(),
      'plugin.level': fc.jsonValue(),
    },
    { requiredKeys: [] },
  )

  it('never throws on arbitrary JSON, and every effective flag satisfies its schema', () => {
    fc.assert(
      fc.property(
        platforms,
        local,
        fc.array(body, { minLength: 1, maxLength: 4 }),
        (platform, features, bodies) => {
          const declarations = { 'plugin.level': { default: 2, schema: z.number() } }
          const flags = storeOf({ platform, log, local: features as never, declarations })
          for (const raw of bodies) {
            applyRemoteConfig(flags, raw)
            const all = flags.getAll() as unknown as Record<string, unknown>
            for (const [key, flag] of Object.entries({ ...BUILT_IN_FLAGS, ...capabilityFlags })) {
              const result = validateSync(flag.schema, all[key])
              if (!result.success) throw new Error(`${key} = ${JSON.stringify(all[key])} fails its schema`)
              // Effective lists are never empty: "off" is always `false`.
              if (Array.isArray(all[key])) expect((all[key] as unknown[]).length).toBeGreaterThan(0)
            }
            expect(typeof all['plugin.level']).toBe('number')
            if (all.pay === true) expect([all.email, all.socials]).toEqual([false, false])
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('is idempotent: applying the same body twice changes nothing the second time', () => {
    fc.assert(
      fc.property(body, (raw) => {
        const flags = storeOf({ platform: { mobile: false, telegram: false, os: 'unknown' }, log })
        applyRemoteConfig(flags, raw)
        const first = flags.getAll()
        applyRemoteConfig(flags, raw)
        expect(flags.getAll()).toBe(first)
      }),
      { numRuns: 200 },
    )
  })
})
