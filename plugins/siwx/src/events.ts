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
}

export {}
