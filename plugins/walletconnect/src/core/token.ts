import { createToken, type LoadOnce, type Portico } from '@portico/kernel'
import type { WalletConnectConnector } from './connector.js'
import type { WalletConnectService } from './createWalletConnectService.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'

/**
 * What the plugin keeps per kernel from the start: the connector it adds, and its service, which
 * loads on first use (`load()`; a failed load is tried again on the next call).
 */
export type WalletConnectHandle = LoadOnce<WalletConnectService> & {
  readonly connector: WalletConnectConnector
}

/** The plugin's public service: `portico.resolve(walletConnectToken).load()`. */
export const walletConnectToken = createToken<WalletConnectHandle>('walletconnect.service')

/**
 * This kernel's WalletConnect service (client, connector, connect flow), loaded on the first call.
 *
 * @throws {WalletConnectConnectorNotFoundError} when the walletconnect plugin is not composed.
 * @example
 * const { client } = await getWalletConnect(portico)
 * client.state.getState().uri
 */
export async function getWalletConnect(portico: Pick<Portico, 'tryResolve'>): Promise<WalletConnectService> {
  const handle = portico.tryResolve(walletConnectToken)
  if (!handle)
    throw new WalletConnectConnectorNotFoundError({ metaMessages: ['Compose walletConnect({ projectId }).'] })
  return handle.load()
}
