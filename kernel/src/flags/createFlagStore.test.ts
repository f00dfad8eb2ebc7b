import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createLogger, type LogEntry } from '../log/createLogger.js'
import type { Platform } from '../platform.js'
import { createFlagStore, type FlagStore } from './createFlagStore.js'
import { capabilityFlags } from './fixtures/capabilityFlags.js'
import { applyRemoteConfig } from './remote.js'

// Plugin keys are not merged into FeatureFlags here (that would leak into the whole typecheck).
type AnyKeyStore = {
  get(key: string): unknown
  select(key: string, listener: (value: unknown, previous: unknown) => void): () => void
}
const plugin = (flags: unknown) => flags as AnyKeyStore

const desktop: Platform = { mobile: false, telegram: false, os: 'mac' }

/** The store with the capability plugins' flags declared, typed to take their keys. */
type CapabilityStore = FlagStore & {
  get(key: string): unknown
  setLocal(partial: Record<string, unknown>): void
  select(key: string, listener: (value: unknown, previous: unknown) => void): () => void
}

type SetupParameters = Omit<Partial<Parameters<typeof createFlagStore>[0]>, 'local'> & {
  local?: Record<string, unknown>
}

function setup({ declarations, ...parameters }: SetupParameters = {}) {
  const logs: LogEntry[] = []
  const log = createLogger({ level: 'debug', sink: (entry) => logs.push(entry) })
  const flags = createFlagStore({
    platform: desktop,
    log,
    declarations: { ...capabilityFlags, ...declarations },
    ...parameters,
  }) as CapabilityStore
  const warnings = () => logs.filter((entry) => entry.level === 'warn').map((entry) => entry.message)
  return { flags, logs, warnings }
}

const feature = (id: string, isEnabled: boolean, config: string[] | null = []) => ({ id, isEnabled, config })
const allFeatures = [
  feature('multi_wallet', true),
  feature('activity', true),
  feature('onramp', true, ['meld']),
  feature('swap', true, ['1inch']),
  feature('social_login', true, ['email', 'google', 'x']),
  feature('reown_branding', true),
  feature('email_capture', false),
  feature('fund_from_exchange', false),
  feature('payments', false),
  feature('reown_authentication', false),
  feature('headless', false),
]

describe('createFlagStore: defaults and local values', () => {
  it('starts from the defaults of spec section 6', () => {
    const { flags } = setup()
    expect(flags.getAll()).toEqual({
      swaps: ['1inch'],
      onramp: ['meld'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
      emailCapture: false,
      payWithExchange: false,
      payments: false,
      reownAuthentication: false,
      headless: false,
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
    expect(Object.isFrozen(flags.getAll())).toBe(true)
    expect(Object.isFrozen(flags.get('socials'))).toBe(true)
  })

  it('lets local values override defaults, in their effective form', () => {
    const { flags } = setup({
      local: {
        swaps: false,
        onramp: true,
        socials: ['github', 'github', 'apple'],
        send: false,
        legalCheckbox: true,
      },
    })
    expect(flags.get('swaps')).toBe(false)
    expect(flags.get('onramp')).toEqual(['meld'])
    expect(flags.get('socials')).toEqual(['github', 'apple'])
    expect(flags.get('send')).toBe(false)
    expect(flags.get('legalCheckbox')).toBe(true)
    flags.setLocal({ socials: [], swaps: true, onramp: ['coinbase'] })
    expect(flags.get('socials')).toBe(false)
    expect(flags.get('swaps')).toEqual(['1inch'])
    expect(flags.get('onramp')).toEqual(['coinbase'])
    flags.setLocal({ socials: true })
    expect(flags.get('socials')).toHaveLength(7)
  })

  it('drops a local value its schema rejects, with a warning, and uses the default', () => {
    const { flags, warnings } = setup({
      local: { email: 'yes', socials: ['google', 'myspace'], receive: false } as never,
    })
    expect(flags.get('email')).toBe(true)
    expect(flags.get('socials')).toHaveLength(7)
    expect(flags.get('receive')).toBe(false)
    expect(warnings()).toEqual([
      expect.stringMatching(/^Local feature "email" ignored, default used: Expected a boolean/),
      expect.stringMatching(/^Local feature "socials" ignored, default used/),
    ])
    flags.setLocal({ receive: 1 as never })
    expect(flags.get('receive')).toBe(true)
  })

  it('removes a local override when set to undefined', () => {
    const { flags } = setup({ local: { analytics: false } })
    flags.setLocal({ analytics: undefined })
    expect(flags.get('analytics')).toBe(true)
    expect(flags.layers().local).toEqual({})
  })
})

describe('createFlagStore: remote config (API-FACTS 3.3)', () => {
  it('maps every remote feature id to its local flags', () => {
    const { flags } = setup()
    applyRemoteConfig(flags, { features: allFeatures })
    expect(flags.getAll()).toMatchObject({
      multiWallet: true,
      activity: true,
      onramp: ['meld'],
      swaps: ['1inch'],
      email: true,
      socials: ['google', 'x'],
      reownBranding: true,
      emailCapture: false,
      payWithExchange: false,
      payments: false,
      reownAuthentication: false,
      headless: false,
    })
    applyRemoteConfig(flags, {
      features: [
        feature('email_capture', true, ['required']),
        feature('fund_from_exchange', true),
        feature('payments', true),
        feature('reown_authentication', true),
        feature('headless', true),
      ],
    })
    expect(flags.getAll()).toMatchObject({
      emailCapture: ['required'],
      payWithExchange: true,
      payments: true,
      reownAuthentication: true,
      headless: true,
    })
  })

  it('reads the API-FACTS example: missing features are false', () => {
    const { flags } = setup()
    applyRemoteConfig(flags, {
      features: [
        feature('social_login', true, ['email', 'discord']),
        feature('swap', true, ['1inch']),
        feature('onramp', false, []),
        feature('activity', false, []),
      ],
    })
    expect(flags.getAll()).toMatchObject({
      email: true,
      socials: ['discord'],
      swaps: ['1inch'],
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: false,
    })
    // Local-only features are untouched by remote config.
    expect(flags.get('send')).toBe(true)
  })

  it('maps social_login to email and socials', () => {
    const { flags } = setup()
    applyRemoteConfig(flags, { features: [feature('social_login', true, ['google'])] })
    expect([flags.get('email'), flags.get('socials')]).toEqual([false, ['google']])
    applyRemoteConfig(flags, { features: [feature('social_login', true, ['email'])] })
    expect([flags.get('email'), flags.get('socials')]).toEqual([true, false])
    applyRemoteConfig(flags, { features: [feature('social_login', false, ['email', 'google'])] })
    expect([flags.get('email'), flags.get('socials')]).toEqual([false, false])
    // Unknown providers are ignored, the known ones kept in the remote order.
    applyRemoteConfig(flags, { features: [feature('social_login', true, ['tiktok', 'apple', 'google'])] })
    expect(flags.get('socials')).toEqual(['apple', 'google'])
  })

  it('treats an enabled list feature with an empty or missing config as off', () => {
    const { flags } = setup()
    applyRemoteConfig(flags, { features: [{ id: 'swap', isEnabled: true }, feature('onramp', true, [])] })
    expect([flags.get('swaps'), flags.get('onramp')]).toEqual([false, false])
  })

  it('wins over local values and says so', () => {
    const { flags, warnings } = setup({ local: { activity: true, swaps: false, receive: false } })
    applyRemoteConfig(flags, { features: [feature('swap', true, ['1inch'])] })
    expect(flags.get('swaps')).toEqual(['1inch'])
    expect(flags.get('activity')).toBe(false)
    expect(flags.get('receive')).toBe(false)
    expect(warnings()).toEqual([
      'Remote config overrides the local features: swaps, activity (project settings win)',
    ])
  })

  it('falls back to the local value or default when config is null', () => {
    const { flags } = setup({ local: { swaps: false } })
    applyRemoteConfig(flags, { features: [feature('swap', true, null), feature('social_login', true, null)] })
    expect(flags.get('swaps')).toBe(false)
    expect(flags.get('email')).toBe(true)
    expect(flags.get('socials')).toHaveLength(7)
    expect(flags.layers().remote).not.toHaveProperty('swaps')
  })

  it('keeps the previous values when the whole body is invalid', () => {
    const { flags, warnings } = setup()
    applyRemoteConfig(flags, { features: allFeatures })
    const before = flags.getAll()
    for (const raw of [undefined, null, 'oops', 42, [], { features: 'x' }, { data: [] }])
      applyRemoteConfig(flags, raw)
    expect(flags.getAll()).toBe(before)
    expect(warnings()).toHaveLength(7)
    expect(warnings()[0]).toMatch(/^Remote config ignored, previous values kept/)
  })

  it('keeps the previous value of one malformed entry and applies the others', () => {
    const { flags, warnings } = setup()
    applyRemoteConfig(flags, { features: allFeatures })
    applyRemoteConfig(flags, {
      features: [
        ...allFeatures.filter((entry) => !['swap', 'social_login', 'activity'].includes(entry.id)),
        { id: 'swap', isEnabled: 'yes', config: ['1inch'] },
        { id: 'social_login', isEnabled: true, config: 'google' },
        feature('activity', false),
      ],
    })
    expect(flags.get('swaps')).toEqual(['1inch'])
    expect(flags.get('socials')).toEqual(['google', 'x'])
    expect(flags.get('email')).toBe(true)
    expect(flags.get('activity')).toBe(false)
    expect(warnings()).toEqual([
      expect.stringMatching(/^Remote feature "swap" is malformed, previous value kept: isEnabled/),
      expect.stringMatching(/^Remote feature "social_login" is malformed, previous value kept: config/),
    ])
  })

  it('falls back to local/default for a malformed entry when nothing was applied before', () => {
    const { flags } = setup({ local: { swaps: false } })
    applyRemoteConfig(flags, {
      features: [{ id: 'swap', isEnabled: 1, config: [] }, feature('activity', true)],
    })
    expect(flags.get('swaps')).toBe(false)
    expect(flags.get('onramp')).toBe(false)
  })

  it('ignores unknown ids, entries without an id and duplicates after the first', () => {
    const { flags, warnings } = setup()
    applyRemoteConfig(flags, {
      features: [
        feature('teleport', true),
        { isEnabled: true },
        feature('activity', true),
        feature('activity', false),
      ],
    })
    expect(flags.get('activity')).toBe(true)
    expect(warnings()).toEqual([expect.stringMatching(/^Remote feature #1 ignored/)])
  })

  it('never runs the remote layer for local-only or plugin flags', () => {
    const { flags } = setup({ declarations: { 'test.slippage': { default: 1, schema: z.number() } } })
    applyRemoteConfig(flags, { features: [], slippage: 5, 'test.slippage': 5 })
    expect(plugin(flags).get('test.slippage')).toBe(1)
    expect(flags.get('allWallets')).toBe(true)
  })
})

describe('createFlagStore: derived rules (spec 6)', () => {
  it('turns off e-mail and social login when pay is on, over any layer', () => {
    const { flags } = setup({ local: { pay: true, email: true } })
    expect([flags.get('email'), flags.get('socials')]).toEqual([false, false])
    applyRemoteConfig(flags, { features: allFeatures })
    expect([flags.get('email'), flags.get('socials')]).toEqual([false, false])
    flags.setLocal({ pay: false })
    expect([flags.get('email'), flags.get('socials')]).toEqual([true, ['google', 'x']])
  })

  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['mac', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
    ['windows', ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
  ] as const)('removes providers inside Telegram on %s', (os, expected) => {
    const { flags } = setup({ platform: { mobile: os === 'ios' || os === 'android', telegram: true, os } })
    expect(flags.get('socials')).toEqual(expected)
    expect((flags.layers().defaults as Record<string, unknown>).socials).toHaveLength(7)
  })

  it('leaves socials alone outside Telegram, and reads an emptied list as false', () => {
    expect(
      setup({ platform: { mobile: true, telegram: false, os: 'ios' } }).flags.get('socials'),
    ).toHaveLength(7)
    const { flags } = setup({
      platform: { mobile: true, telegram: true, os: 'android' },
      local: { socials: ['x'] },
    })
    expect(flags.get('socials')).toBe(false)
    applyRemoteConfig(flags, { features: [feature('social_login', true, ['facebook', 'discord'])] })
    expect(flags.get('socials')).toEqual(['discord'])
  })
})

describe('createFlagStore: subscriptions', () => {
  it('notifies subscribers only when an effective value changed', () => {
    const { flags } = setup()
    const listener = vi.fn()
    const unsubscribe = flags.subscribe(listener)
    const before = flags.getAll()
    flags.setLocal({ send: true, swaps: ['1inch'] })
    applyRemoteConfig(flags, { features: allFeatures.map((entry) => ({ ...entry, config: null })) })
    expect(listener).not.toHaveBeenCalled()
    expect(flags.getAll()).toBe(before)
    flags.setLocal({ send: false })
    expect(listener).toHaveBeenCalledTimes(1)
    const [next, previous] = listener.mock.calls[0] as [Record<string, unknown>, Record<string, unknown>]
    expect([next.send, previous.send]).toEqual([false, true])
    expect(next.socials).toBe(previous.socials)
    unsubscribe()
    flags.setLocal({ send: true })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('selects one key, with structural comparison of lists', () => {
    const { flags } = setup()
    const socials = vi.fn()
    const email = vi.fn()
    flags.select('socials', socials)
    const unsubscribe = flags.select('email', email)
    flags.setLocal({ socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] })
    expect(socials).not.toHaveBeenCalled()
    applyRemoteConfig(flags, { features: [feature('social_login', true, ['email', 'apple'])] })
    expect(socials).toHaveBeenCalledWith(['apple'], expect.arrayContaining(['google']))
    expect(email).not.toHaveBeenCalled()
    flags.setLocal({ pay: true })
    expect(email).toHaveBeenCalledWith(false, true)
    unsubscribe()
    flags.setLocal({ pay: false })
    expect(email).toHaveBeenCalledTimes(1)
    expect(socials).toHaveBeenCalledTimes(3)
  })

  it('logs a throwing listener and still notifies the others', () => {
    const { flags, logs } = setup()
    const other = vi.fn()
    flags.subscribe(() => {
      throw new Error('bad listener')
    })
    flags.subscribe(other)
    flags.setLocal({ allWallets: false })
    expect(other).toHaveBeenCalledTimes(1)
    expect(
      logs.some((entry) => entry.level === 'error' && entry.message === 'A feature flag listener threw'),
    ).toBe(true)
  })
})

describe('createFlagStore: plugin declarations', () => {
  const declarations = {
    'test.slippage': { default: 1, schema: z.number() },
    'test.mode': { default: 'safe', schema: z.enum(['fast', 'safe']) },
  }

  it('adds declared flags with their defaults and validates local values against their schema', () => {
    const { flags, warnings } = setup({
      declarations,
      local: { 'test.slippage': 3, 'test.mode': 'reckless' } as never,
    })
    expect(plugin(flags).get('test.slippage')).toBe(3)
    expect(plugin(flags).get('test.mode')).toBe('safe')
    expect(warnings()).toEqual([expect.stringMatching(/^Local feature "test.mode" ignored, default used/)])
  })

  it('keeps local values of undeclared keys until a plugin declares them', () => {
    const { flags } = setup({ local: { 'test.slippage': 0.5 } as never })
    expect(plugin(flags).get('test.slippage')).toBeUndefined()
    const listener = vi.fn()
    plugin(flags).select('test.slippage', listener)
    flags.declare({ 'test.slippage': declarations['test.slippage'] })
    expect(plugin(flags).get('test.slippage')).toBe(0.5)
    expect(listener).toHaveBeenCalledWith(0.5, undefined)
  })

  it('rejects duplicate keys and defaults that fail their own schema', () => {
    const { flags } = setup({ declarations })
    expect(() => flags.declare({ 'test.mode': declarations['test.mode'] })).toThrow(
      expect.objectContaining({ name: 'FlagDeclarationError', key: 'test.mode' }),
    )
    expect(() => flags.declare({ swaps: { default: false, schema: z.boolean() } })).toThrow(
      'Feature flag "swaps" cannot be declared: the key is already declared.',
    )
    expect(() => flags.declare({ 'test.other': { default: 'x', schema: z.number() } })).toThrow(
      /its default fails its schema/,
    )
  })
})

describe('createFlagStore: layers and instances', () => {
  it('exposes each layer', () => {
    const { flags } = setup({ local: { swaps: true, receive: false } })
    expect(flags.layers().remote).toBeUndefined()
    applyRemoteConfig(flags, { features: [feature('swap', false)] })
    const layers = flags.layers()
    expect(layers.defaults.receive).toBe(true)
    expect(layers.local).toEqual({ swaps: ['1inch'], receive: false })
    expect(layers.remote).toMatchObject({ swaps: false, activity: false, email: false })
    expect(Object.isFrozen(layers.local)).toBe(true)
  })

  it('keeps two stores independent', () => {
    const a = setup()
    const b = setup()
    a.flags.setLocal({ send: false })
    applyRemoteConfig(a.flags, { features: [] })
    expect(b.flags.get('send')).toBe(true)
    expect(b.flags.get('email')).toBe(true)
  })
})
