import type { Connector, Logger } from '@portico/kernel'
import { requestWallet } from '../provider.js'
import { isEip1193Provider } from '../utils/isEip1193Provider.js'

/**
 * Disconnects a wallet. EIP-1193 has no disconnect; wallets that support it forget the site's
 * permission through `wallet_revokePermissions` (tried, never required).
 *
 * @example
 * await disconnect({ connector })
 */
export async function disconnect({
  connector,
  log,
}: {
  connector: Pick<Connector, 'id' | 'provider'>
  log?: Pick<Logger, 'debug'> | undefined
}): Promise<void> {
  if (!isEip1193Provider(connector.provider)) return
  try {
    await requestWallet(connector.provider, {
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
  } catch (error) {
    log?.debug('The wallet did not revoke its permissions', error)
  }
}
