import { ConnectionRejectedError, type Connector, type Network } from '@portico/kernel'
import { ExtensionNotFoundError, UnsupportedNetworkError } from '../errors.js'
import { type Injected, injectedEntrySchema, injectedSchema, parseAnswer } from '../injected.js'
import { isPolkadotNetwork } from '../networks/networks.js'
import type { PolkadotRuntime } from '../runtime.js'
import type { PolkadotNetwork } from '../types.js'
import { sessionChain, sessionInjected } from '../wallet/walletConnect.js'

/** The polkadot network to use: the one given, else the app's first polkadot network. */
export function polkadotNetwork(runtime: PolkadotRuntime, network: Network | undefined): PolkadotNetwork {
  const candidate = network ?? runtime.kernelOptions.networks?.find((n) => n.chainNamespace === 'polkadot')
  if (!isPolkadotNetwork(candidate)) throw new UnsupportedNetworkError(candidate?.caipNetworkId ?? 'polkadot')
  return candidate
}

/** The app's polkadot networks. */
export function appNetworks(runtime: PolkadotRuntime): PolkadotNetwork[] {
  return (runtime.kernelOptions.networks ?? []).filter(isPolkadotNetwork)
}

/** The name extensions show in their prompt: the option, else the app's metadata name. */
function dappName(runtime: PolkadotRuntime): string {
  return runtime.options.dappName ?? runtime.kernelOptions.metadata?.name ?? 'Portico'
}

/**
 * Enables the connector's extension with the app's name (the extension prompts when the site is not
 * authorised yet; a refusal is a 4001 connection rejection). Kept per connector.
 *
 * A multi-namespace connector (WalletConnect) is driven through its Polkadot session instead:
 * `connect` opens the session (pairing, approval), `restore` only takes the live or stored one.
 */
export async function enable(
  runtime: PolkadotRuntime,
  connector: Connector,
  mode: 'connect' | 'restore' = 'connect',
): Promise<Injected> {
  const known = runtime.enabled.get(connector.id) as Injected | undefined
  if (known) return known
  const session = connector.namespaceSessions?.polkadot
  if (session) {
    const addresses = mode === 'connect' ? await session.connect() : await session.restore()
    if (addresses.length === 0) throw new ConnectionRejectedError()
    const injected = sessionInjected(session, () =>
      sessionChain(session, runtime.portico?.wallet.getActiveNetwork('polkadot')?.caipNetworkId),
    )
    runtime.enabled.set(connector.id, injected)
    return injected
  }
  const entry = injectedEntrySchema.safeParse(connector.provider)
  if (!entry.success) throw new ExtensionNotFoundError(connector.id)
  let answer: unknown
  try {
    answer = await (entry.data.enable as (origin: string) => Promise<unknown>)(dappName(runtime))
  } catch (error) {
    throw new ConnectionRejectedError({ cause: error })
  }
  parseAnswer('enable', injectedSchema, answer)
  // Keep the extension's own object (checked above): its methods may rely on `this`.
  const enabled = answer as Injected
  runtime.enabled.set(connector.id, enabled)
  return enabled
}
