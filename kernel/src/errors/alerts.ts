/**
 * The alert texts of spec section 8. An alert is shown in the modal's alert bar; `code` is stable
 * so hosts can map alerts to their own support pages.
 */
export type Alert = { code: AlertCode; shortMessage: string; longMessage: string }

export type AlertCode =
  | 'NETWORK_NOT_FOUND'
  | 'ORIGIN_NOT_ALLOWED'
  | 'EMBEDDED_WALLET_LOAD_FAILED'
  | 'EMBEDDED_WALLET_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'SESSION_EXPIRED'
  | 'INVALID_PROJECT_ID'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'SERVER_ERROR'
  | 'RATE_LIMITED'
  | 'MULTI_WALLET_NOT_ENABLED'
  | 'INVALID_APP_CONFIGURATION'

export const alerts: { readonly [code in AlertCode]: Alert } = {
  NETWORK_NOT_FOUND: {
    code: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'The network the wallet reported is not one this app is configured for.',
  },
  ORIGIN_NOT_ALLOWED: {
    code: 'ORIGIN_NOT_ALLOWED',
    shortMessage: 'Origin Not Allowed',
    longMessage: 'Add this origin to the project allow list.',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    code: 'EMBEDDED_WALLET_LOAD_FAILED',
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet could not be loaded. Check the connection and try again.',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    code: 'EMBEDDED_WALLET_TIMEOUT',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time.',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    shortMessage: 'Unverified Domain',
    longMessage: 'This domain is not verified for the project.',
  },
  SESSION_EXPIRED: {
    code: 'SESSION_EXPIRED',
    shortMessage: 'Session Expired',
    longMessage: 'The session is invalid. Check the time settings of this device.',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
    longMessage:
      'The hosted services have no configuration for this project id. Check the projectId given to createPortico.',
  },
  SERVER_ERROR: {
    code: 'SERVER_ERROR',
    shortMessage: 'Server Error',
    longMessage: 'Failed to get the app configuration.',
  },
  RATE_LIMITED: {
    code: 'RATE_LIMITED',
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests. Try again shortly.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    shortMessage: 'Multi-wallet not enabled',
    longMessage: 'Connecting several wallets at once is turned off for this project.',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the project allow list.',
  },
}

/** Provider error texts the embedded wallet reports, mapped to the alert a visitor sees. */
export function alertForProviderError(message: string): Alert | undefined {
  const text = message.toLowerCase()
  if (text.includes('unauthorized') && text.includes('origin')) return alerts.ORIGIN_NOT_ALLOWED
  if (text.includes('jwt') && text.includes('not yet valid')) return alerts.SESSION_EXPIRED
  if (text.includes('invalid key')) return alerts.INVALID_PROJECT_ID
  return undefined
}
