import type { Connector, ConnectResult, Network } from '@portico/kernel'
import type { PolkadotRuntime } from '../runtime.js'
import { acceptAccounts, readAccounts } from './accounts.js'
import { enable, polkadotNetwork } from './context.js'

/** Enables the extension (prompts the visitor once per site) and connects its accounts. */
export async function connect(
  runtime: PolkadotRuntime,
  { connector, network }: { connector: Connector; network: Network | undefined },
  mode: 'connect' | 'restore' = 'connect',
): Promise<ConnectResult> {
  const target = polkadotNetwork(runtime, network)
  const injected = await enable(runtime, connector, mode)
  return acceptAccounts(runtime, connector, target, await readAccounts(injected, target))
}

/**
 * After a reload: enables the extension again (an extension that authorised the site answers
 * without a prompt) and takes its accounts; undefined when it gives none. A WalletConnect session
 * is only restored, never opened.
 */
export async function reconnect(
  runtime: PolkadotRuntime,
  parameters: { connector: Connector; network: Network | undefined },
): Promise<ConnectResult | undefined> {
  try {
    return await connect(runtime, parameters, 'restore')
  } catch (error) {
    runtime.log.debug('Polkadot reconnect refused', error)
    return undefined
  }
}

/**
 * Forgets the extension's accounts (the injectedWeb3 protocol has no disconnect to call); a
 * WalletConnect session's Polkadot part is left (the session ends when no namespace uses it).
 */
export async function disconnect(runtime: PolkadotRuntime, { connector }: { connector: Connector }) {
  runtime.unwatch(connector.id)
  runtime.accounts.delete(connector.id)
  runtime.enabled.delete(connector.id)
  await connector.namespaceSessions?.polkadot?.disconnect()
}

/** The extension's accounts are the same on every network; only their prefix changes. */
export async function switchNetwork(
  runtime: PolkadotRuntime,
  { connector, network }: { connector: Connector; network: Network },
) {
  const target = polkadotNetwork(runtime, network)
  const injected = await enable(runtime, connector)
  acceptAccounts(runtime, connector, target, await readAccounts(injected, target))
}
