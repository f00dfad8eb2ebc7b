import type { ThemeMode } from '@portico/kernel'

/** What the panel changes and a reload keeps (this page's own preferences, not Portico's). */
export type DappSettings = {
  theme: ThemeMode
  locale: 'en' | 'de'
  /** The modal inline in the page instead of an overlay. Chosen when the instance is created. */
  embedded: boolean
  /** Sign in with the wallet after connecting (the siwx plugin): off, offered, or required. */
  signIn: 'off' | 'optional' | 'required'
  /** Where sign-in sessions are verified and kept: this browser, or the emulated sign-in server. */
  signInSessions: 'local' | 'server'
  /** Compose the Bitcoin (bip122) plugin and the local regtest network. Chosen when the instance is created. */
  bitcoin: boolean
  /** Compose the Cosmos plugin and the local Cosmos node's network. Chosen when the instance is created. */
  cosmos: boolean
  /** Compose the e-mail wallet (@portico/plugin-email-auth) with the local secure site. */
  emailWallet: boolean
  /** Compose @portico/plugin-analytics: the modal's events and error reports go to the emulator. */
  analytics: boolean
  /** With the e-mail wallet, also social and Farcaster login (@portico/plugin-socials). */
  socialLogin: boolean
  /** Compose the Polkadot plugin and the local node emulator's network. Chosen when the instance is created. */
  polkadot: boolean
}

export const DEFAULT_SETTINGS: DappSettings = {
  theme: 'system',
  locale: 'en',
  embedded: false,
  signIn: 'off',
  signInSessions: 'local',
  bitcoin: false,
  cosmos: false,
  emailWallet: false,
  analytics: false,
  socialLogin: false,
  polkadot: false,
}

const KEY = 'portico-playground:settings'
const THEMES: readonly ThemeMode[] = ['dark', 'light', 'system']

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>

/** Reads the saved settings; anything missing or malformed falls back to the defaults. */
export function loadSettings(storage: KeyValue): DappSettings {
  let saved: Partial<Record<keyof DappSettings, unknown>> = {}
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? '{}') ?? {}
  } catch {
    // A broken entry is ignored: the page must still open.
  }
  return {
    theme: THEMES.find((theme) => theme === saved.theme) ?? DEFAULT_SETTINGS.theme,
    locale: saved.locale === 'de' ? 'de' : 'en',
    embedded: saved.embedded === true,
    signIn: saved.signIn === 'optional' || saved.signIn === 'required' ? saved.signIn : 'off',
    signInSessions: saved.signInSessions === 'server' ? 'server' : 'local',
    bitcoin: saved.bitcoin === true,
    cosmos: saved.cosmos === true,
    emailWallet: saved.emailWallet === true,
    analytics: saved.analytics === true,
    socialLogin: saved.socialLogin === true,
    polkadot: saved.polkadot === true,
  }
}

export function saveSettings(storage: KeyValue, update: Partial<DappSettings>): DappSettings {
  const next = { ...loadSettings(storage), ...update }
  storage.setItem(KEY, JSON.stringify(next))
  return next
}
