import { PorticoError } from '@portico/kernel'

/** The connected wallet answered 4200: it has no ERC-7715 permissions. */
export class PermissionsUnsupportedError extends PorticoError {
  override name = 'PermissionsUnsupportedError' as const
  constructor(method: string, cause?: unknown) {
    super('The connected wallet cannot grant or revoke session permissions.', {
      cause,
      details: `It does not support ${method}. Connect a smart-account wallet (the e-mail wallet, a WalletConnect wallet that offers permissions) and try again.`,
    })
  }
}

/** No eip155 account is connected, so there are no sessions to read or revoke. */
export class SessionsNeedAccountError extends PorticoError {
  override name = 'SessionsNeedAccountError' as const
  constructor() {
    super('Connect an EVM account to see its sessions.')
  }
}

/** The sessions answer was not a list of sessions. */
export class MalformedSessionsError extends PorticoError {
  override name = 'MalformedSessionsError' as const
  constructor(cause: unknown) {
    super('The sessions could not be read: the server answered something else.', { cause })
  }
}

/** The wallet answered `wallet_grantPermissions` without a permission context. */
export class MissingPermissionsContextError extends PorticoError {
  override name = 'MissingPermissionsContextError' as const
  constructor(received: unknown) {
    super('The wallet granted the session without a permission context.', {
      metaMessages: [`Received: ${JSON.stringify(received)?.slice(0, 200)}`],
    })
  }
}
