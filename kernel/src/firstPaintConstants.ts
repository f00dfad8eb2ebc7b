/**
 * The constants of `constants.ts` that code running before the first click reads (the kernel's
 * instance, the entry buttons, the theme). `constants.ts` re-exports them, so apps and plugins
 * import every constant from one place; they sit apart because a bundler puts the module shared by
 * the instance and the lazily loaded code into a chunk of its own, loaded with the page, and the
 * constants only lazy code reads should not travel in it (ENGINEERING, "The first paint").
 */
// The CAIP-2 namespaces are wallet vocabulary (kernel/src/wallet/), re-exported with the constants.
export { CHAIN_NAMESPACES } from './wallet/namespaces.js'

/** The SDK version reported to the hosted services (`sv`), React flavour (spec 9). */
export const SDK_VERSION = '1.7.16'

/** The SDK type reported to the hosted services (`st`, API-FACTS 1.2). */
export const SDK_TYPE = 'appkit'

/** Default base URLs of the hosted services. Every one is configurable through `createPortico({ api })`. */
export const DEFAULT_API_URLS = {
  /** Blockchain data API: `/v1/...` endpoints and the JSON-RPC proxy. */
  blockchainApi: 'https://rpc.walletconnect.org',
  /** Wallet catalogue, images, remote config, allowed origins, analytics flag, Reown Authentication. */
  catalogApi: 'https://api.web3modal.org',
  /** Analytics events (`POST /e`, `POST /batch`). */
  analytics: 'https://pulse.walletconnect.org',
  /** Secure site: social popup origin check, `/loading`, `/dashboard`. */
  secureSite: 'https://secure.walletconnect.org',
  /** The embedded wallet frame. */
  secureSiteSdk: 'https://secure.walletconnect.org/sdk',
} as const

/** Width of the modal card. */
export const MODAL_WIDTH_PX = 360

/** Duration of the modal shake on a refused action. */
export const MODAL_SHAKE_MS = 500

/** Animation durations of the modal shell. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150 } as const

/** Toast behaviour: delay before a replaced toast shows again, lifetime, stack size and geometry. */
export const TOAST = { reshowDelayMs: 150, durationMs: 4000, maxVisible: 3, widthPx: 356, gapPx: 14 } as const

/**
 * Big-number formatting (spec 9): `default` is the most decimals any amount is written with (a
 * chain's own balance decimals are capped there), `display` the decimals a fiat value shows
 * (`formatFiat`, `formatUsd`). The entry buttons format balances, so it sits with the first paint.
 */
export const BIG_NUMBER_DECIMALS = { default: 20, display: 2 } as const

/** The in-memory log keeps at most this many bytes of serialized entries. */
export const LOG_BUFFER_BYTES = 1_024_000

/**
 * Default log level. The spec gives two readings ("info" in one place, "error" in another); Portico
 * uses `info` so warnings about dropped storage or remote config reach developers by default.
 */
export const DEFAULT_LOG_LEVEL = 'info'

export type ApiUrls = { -readonly [K in keyof typeof DEFAULT_API_URLS]: string }
