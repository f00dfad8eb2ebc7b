/** Where the modal runs. Feature switches (spec 6) and connect flows read it. */
export type Platform = {
  /** A phone or tablet (touch-first UI, deep links instead of QR codes). */
  mobile: boolean
  /** Inside a Telegram Mini App. */
  telegram: boolean
  os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'unknown'
}

/** The globals `detectPlatform` reads; all optional, so a server (or a test) can pass `{}`. */
export type PlatformGlobals = {
  navigator?: { userAgent?: string; maxTouchPoints?: number } | undefined
  Telegram?: { WebApp?: TelegramWebApp | undefined } | undefined
  window?: { Telegram?: { WebApp?: TelegramWebApp | undefined } | undefined } | undefined
}

type TelegramWebApp = { platform?: string; initData?: string }

/** The platform of a server or of anything we cannot read. */
const UNKNOWN_PLATFORM: Platform = Object.freeze({ mobile: false, telegram: false, os: 'unknown' })

/**
 * Reads the platform from `navigator.userAgent` and `window.Telegram.WebApp`, only when called and
 * only where they exist. On a server it returns `{ mobile: false, telegram: false, os: 'unknown' }`.
 *
 * - iPadOS reports a Mac user agent; a Mac with touch points is read as iOS.
 * - Telegram counts when `Telegram.WebApp` exists, unless its `platform` is `'unknown'` with no
 *   `initData` (the Telegram script loaded outside Telegram). When the user agent names no OS, the
 *   WebApp's `platform` (`ios`, `android`, `macos`, `tdesktop`…) fills it in.
 *
 * @example
 * const platform = detectPlatform()
 * if (platform.telegram && platform.os === 'ios') hideGoogle()
 */
export function detectPlatform(globals: PlatformGlobals = globalThis as PlatformGlobals): Platform {
  try {
    const navigator = globals.navigator
    const userAgent = typeof navigator?.userAgent === 'string' ? navigator.userAgent : ''
    const touchPoints = typeof navigator?.maxTouchPoints === 'number' ? navigator.maxTouchPoints : 0
    const webApp = globals.window?.Telegram?.WebApp ?? globals.Telegram?.WebApp
    const telegram = isTelegramWebApp(webApp)

    let os = readOs(userAgent, touchPoints)
    if (os === 'unknown' && telegram) os = readTelegramOs(webApp?.platform)
    if (!userAgent && !telegram) return { ...UNKNOWN_PLATFORM }

    const mobile =
      os === 'ios' ||
      os === 'android' ||
      /Mobi|Android|iPhone|iPad|iPod|webOS|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)
    return { mobile, telegram, os }
  } catch {
    // A hostile or half-built global object (sandboxed frames) must not break startup.
    return { ...UNKNOWN_PLATFORM }
  }
}

function isTelegramWebApp(webApp: TelegramWebApp | undefined): boolean {
  if (!webApp || typeof webApp !== 'object') return false
  return !(webApp.platform === 'unknown' && !webApp.initData)
}

function readOs(userAgent: string, touchPoints: number): Platform['os'] {
  // Order matters: iOS agents say "like Mac OS X" and Android agents say "Linux".
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Macintosh/i.test(userAgent) && touchPoints > 1) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'linux'
  return 'unknown'
}

function readTelegramOs(platform: string | undefined): Platform['os'] {
  switch (platform) {
    case 'ios':
      return 'ios'
    case 'android':
    case 'android_x':
      return 'android'
    case 'macos':
      return 'mac'
    default:
      return 'unknown'
  }
}
