/**
 * The embedded-wallet frame protocol (API-FACTS 5): request names, reply names, timings. Plain
 * data shared by the connector and the playground's secure-site service.
 */

export const APP_PREFIX = '@w3m-app/'
export const FRAME_PREFIX = '@w3m-frame/'

/** Every request the app sends; the frame answers `<NAME>_SUCCESS` or `<NAME>_ERROR` with the same id. */
export const FRAME_REQUESTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'RPC_ABORT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
] as const

export type FrameRequestName = (typeof FRAME_REQUESTS)[number]

export const CONNECT_EMAIL_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export type ConnectEmailAction = (typeof CONNECT_EMAIL_ACTIONS)[number]
export const UPDATE_EMAIL_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const
export type UpdateEmailAction = (typeof UPDATE_EMAIL_ACTIONS)[number]

/** Requests sent before the frame is ready without starting the 20 s load timer. */
export const LOAD_TIMER_EXEMPT: readonly FrameRequestName[] = [
  'SYNC_DAPP_DATA',
  'SYNC_THEME',
  'SET_PREFERRED_ACCOUNT',
]
/** Login requests: 120 s until 'Embedded Wallet Request Timed Out'. */
export const LOGIN_REQUESTS: readonly FrameRequestName[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]

/** Spec 5: the providers a social login may name (Farcaster is its own flow). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialLoginProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Spec 9 (and 4, 5): the frame's timings. */
export const FRAME_TIMING = {
  /** The frame counts as ready this long after its READY event. */
  readyDelayMs: 500,
  loadTimeoutMs: 20_000,
  loginRequestTimeoutMs: 120_000,
  signOutWaitMs: 3000,
  emailCooldownMs: 30_000,
  emailChangePollMs: 1000,
} as const

/** Spec 9: the frame stacks above everything when it is shown. */
export const FRAME_Z_INDEX = 999_999

/** The frame's answer when the embedding page's origin is not on the project's allow list. */
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Unauthorized: this origin is not allowed for the project'
/** The frame's answer when the origin is listed but its domain is not verified. */
export const UNVERIFIED_DOMAIN_MESSAGE = 'unverified_domain: this domain is not verified for the project'
/** The frame's answer when the visitor rejects a request in the approval view. */
export const USER_REJECTED_MESSAGE = 'User rejected the request'

export const replyType = (name: FrameRequestName, outcome: 'SUCCESS' | 'ERROR') =>
  `${FRAME_PREFIX}${name}_${outcome}` as const

/** The account a one-step sign-in message names until the frame puts the real address in (API-FACTS 7.1). */
export const SIWX_ACCOUNT_PLACEHOLDER = '<<AccountAddress>>'
