import type { ExtensionItem, Portico } from '@portico/kernel'
import type { SiwxConnectHook } from './types.js'

// The spec's analytics events of sign-in (section 7) as kernel events; an analytics plugin forwards them.
declare module '@portico/kernel' {
  interface PorticoEvents {
    /** SIWX_AUTH_SUCCESS: a session was signed and kept. */
    'siwx:auth-success': { caipNetworkId: string; address: string }
    /** SIWX_AUTH_ERROR: creating, signing or keeping the session failed. */
    'siwx:auth-error': { error: string; details?: string }
    /** CLICK_CANCEL_SIWX: the visitor refused to sign in. */
    'siwx:cancel': { required: boolean }
  }
  interface PorticoViewData {
    SIWXSignMessage: undefined
  }
  interface PorticoSlots {
    /**
     * Sign-in while connecting (WalletConnect's `wc_sessionAuthenticate`, the embedded wallet's
     * `siwxMessage`), contributed by the siwx plugin when it is composed. A connector takes the
     * first item: `portico.extensions.list('siwx.connect')[0]?.hook(portico)`.
     */
    'siwx.connect': ExtensionItem & { hook: (portico: Portico) => SiwxConnectHook }
  }
}
