import { alerts } from '../errors/alerts.js'
import { PorticoError, type PorticoErrorParameters } from '../errors/base.js'
import {
  addNetworkRejected,
  chainAdapterNotFound,
  connectionRejected,
  failedToConnect,
  failedToDisconnect,
  failedToSwitchChain,
  networkSwitchRejected,
  noConnectorFoundForConnection,
  unsupportedChain,
} from '../errors/connectionMessages.js'
import { unsupportedChainNamespace } from '../errors/flowMessages.js'

export class ConnectionRejectedError extends PorticoError {
  override name = 'ConnectionRejectedError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(connectionRejected, { code: 4001, ...parameters })
  }
}

/** The visitor refused a network switch in the wallet (EIP-1193 4001). */
export class NetworkSwitchRejectedError extends PorticoError {
  override name = 'NetworkSwitchRejectedError' as const
  constructor(network: string, parameters: PorticoErrorParameters = {}) {
    super(networkSwitchRejected(network), { code: 4001, ...parameters })
  }
}

/** The visitor refused adding a chain to the wallet (`wallet_addEthereumChain`, 4001). */
export class AddNetworkRejectedError extends PorticoError {
  override name = 'AddNetworkRejectedError' as const
  constructor(network: string, parameters: PorticoErrorParameters = {}) {
    super(addNetworkRejected(network), { code: 4001, ...parameters })
  }
}

export class FailedToConnectError extends PorticoError {
  override name = 'FailedToConnectError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(failedToConnect, parameters)
  }
}

export class FailedToDisconnectError extends PorticoError {
  override name = 'FailedToDisconnectError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(failedToDisconnect, parameters)
  }
}

/** A capability the namespace's chain plugin does not offer (EIP-1193 4200). */
export class UnsupportedChainError extends PorticoError {
  override name = 'UnsupportedChainError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(unsupportedChain, { code: 4200, ...parameters })
  }
}

export class ChainAdapterNotFoundError extends PorticoError {
  override name = 'ChainAdapterNotFoundError' as const
  constructor(namespace: string) {
    super(chainAdapterNotFound, {
      metaMessages: [`Namespace: ${namespace}`, 'Compose the chain plugin for it.'],
    })
  }
}

/**
 * A network added for a namespace no chain plugin serves (spec 5: adding a chain requires its
 * namespace to be configured first).
 */
export class UnsupportedChainNamespaceError extends PorticoError {
  override name = 'UnsupportedChainNamespaceError' as const
  constructor(namespace: string, network: string) {
    super(unsupportedChainNamespace, {
      metaMessages: [
        `Namespace: ${namespace}`,
        `Network: ${network}`,
        'Compose the chain plugin for this namespace before adding its networks.',
      ],
    })
  }
}

export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError' as const
  constructor(connectorId: string) {
    super(noConnectorFoundForConnection, { metaMessages: [`Connector: ${connectorId}`] })
  }
}

/** A switch to a network the app did not configure (spec 8 alert Network Not Found). */
export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError' as const
  readonly caipNetworkId: string
  constructor(caipNetworkId: string) {
    super(alerts.NETWORK_NOT_FOUND.shortMessage, {
      details: `${caipNetworkId} is not in the networks given to createPortico.`,
    })
    this.caipNetworkId = caipNetworkId
  }
}

export class NetworkSwitchError extends PorticoError {
  override name = 'NetworkSwitchError' as const
  constructor(chain: string | number, parameters: PorticoErrorParameters = {}) {
    super(failedToSwitchChain(chain), parameters)
  }
}
