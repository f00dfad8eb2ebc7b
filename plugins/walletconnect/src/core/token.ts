import { createToken, type Portico } from '@portico/kernel'
import type { WalletConnectService } from './createWalletConnectService.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'

/** The plugin's public service: `portico.resolve(walletConnectToken)`. */
export const walletConnectToken = createToken<WalletConnectService>('walletconnect.service')

/**
 * This kernel's WalletConnect service (client, connector, connect flow).
 *
 * @throws {WalletConnectConnectorNotFoundError} when the walletconnect plugin is not composed.
 * @example
 * const { client } = getWalletConnect(portico)
 * client.state.getState().uri
 */
export function getWalletConnect(portico: Pick<Portico, 'tryResolve'>): WalletConnectService {
  const service = portico.tryResolve(walletConnectToken)
  if (!service)
    throw new WalletConnectConnectorNotFoundError({ metaMessages: ['Compose walletConnect({ projectId }).'] })
  return service
}
