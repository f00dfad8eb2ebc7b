import type { Social } from '../providers.js'

/** The providers' own names (brand names: not translated). */
export const SOCIAL_NAMES: Record<Social, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Spec 2: the social login popup's size; API-FACTS 6: its window name. */
export const POPUP = { name: 'popupWindow', width: 600, height: 800 } as const
/** Spec 9: the popup's closed-check runs every second. */
export const POPUP_CLOSED_CHECK_MS = 1000

/** Storage key of the provider a Telegram mini-app login left for (API-FACTS 6). */
export const PENDING_PROVIDER_KEY = 'socials.pending-provider'
