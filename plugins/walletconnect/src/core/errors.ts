import { PorticoError, type PorticoErrorParameters } from '@portico/kernel'
// Named texts, not the `messages` namespace: this module loads with the page, and a namespace
// object would carry every text of the catalogue.
import {
  callConnectBeforeRequest,
  modalClosed,
  namespaceNotConfigured,
  signClientNotInitialized,
  walletConnectConnectorNotFound,
} from '@portico/kernel/flow-messages'

/** A request reached the WalletConnect provider before a session exists (EIP-1193 4100). */
export class WalletConnectNotConnectedError extends PorticoError {
  override name = 'WalletConnectNotConnectedError' as const
  constructor(method: string) {
    super(callConnectBeforeRequest, { code: 4100, metaMessages: [`Method: ${method}`] })
  }
}

/** The WalletConnect client could not be loaded or initialised (network, storage, bad relay URL). */
export class SignClientNotInitializedError extends PorticoError {
  override name = 'SignClientNotInitializedError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(signClientNotInitialized, parameters)
  }
}

/**
 * A wallet method (`wallet_*`) the session did not approve (EIP-1193 4200). Refused here, so the
 * WalletConnect library is never asked for it and logs no error of its own.
 */
export class MethodNotApprovedError extends PorticoError {
  override name = 'MethodNotApprovedError' as const
  constructor(method: string) {
    super(`The wallet did not approve ${method} in this WalletConnect session.`, { code: 4200 })
  }
}

/** The session has no approval for this namespace (the app asked for one the wallet did not grant). */
export class NamespaceNotConfiguredError extends PorticoError {
  override name = 'NamespaceNotConfiguredError' as const
  constructor(namespace: string) {
    super(namespaceNotConfigured, { code: 4100, metaMessages: [`Namespace: ${namespace}`] })
  }
}

/** A WalletConnect flow ran in a kernel without this plugin, or with its connector removed. */
export class WalletConnectConnectorNotFoundError extends PorticoError {
  override name = 'WalletConnectConnectorNotFoundError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(walletConnectConnectorNotFound, parameters)
  }
}

/** The visitor left the connecting view before a wallet answered; the pairing was dropped. */
export class PairingCancelledError extends PorticoError {
  override name = 'PairingCancelledError' as const
  constructor() {
    super(modalClosed)
  }
}

/** `walletConnect({ ... })` got options it cannot work with. */
export class InvalidWalletConnectOptionsError extends PorticoError {
  override name = 'InvalidWalletConnectOptionsError' as const
  constructor(issues: readonly string[]) {
    super('The walletConnect() options are not valid.', { metaMessages: [...issues] })
  }
}
