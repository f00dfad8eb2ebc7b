import {
  defaultPlaygroundServices,
  type PlaygroundChain,
  type PlaygroundServices,
} from '../../../testkit/src/services/playgroundServices.js'

export type { PlaygroundChain, PlaygroundServices }

const isLocalUrl = (value: unknown, schemes: readonly string[]): value is string =>
  typeof value === 'string' && schemes.some((scheme) => value.startsWith(`${scheme}://127.0.0.1:`))

const isChain = (value: unknown): value is PlaygroundChain => {
  const chain = value as Partial<PlaygroundChain> | null
  return (
    typeof chain === 'object' &&
    chain !== null &&
    Number.isInteger(chain.chainId) &&
    typeof chain.name === 'string' &&
    typeof chain.inTestWallet === 'boolean' &&
    isLocalUrl(chain.rpcUrl, ['http'])
  )
}

/**
 * The services this page talks to: what the dev server injected, else the default ports (a
 * production build of the playground). Anything that is not a 127.0.0.1 URL is refused, so the
 * page never talks to another host by mistake.
 */
export function readServices(injected: unknown = __PORTICO_SERVICES__): PlaygroundServices {
  if (injected === null || injected === undefined) return defaultPlaygroundServices()
  const services = injected as Partial<PlaygroundServices>
  if (
    !Array.isArray(services.chains) ||
    services.chains.length === 0 ||
    !services.chains.every(isChain) ||
    !isLocalUrl(services.apiUrl, ['http']) ||
    !isLocalUrl(services.relayUrl, ['ws']) ||
    (services.bitcoin !== undefined && !isLocalUrl(services.bitcoin?.rpcUrl, ['http'])) ||
    (services.secureSiteUrl !== undefined && !isLocalUrl(services.secureSiteUrl, ['http'])) ||
    (services.bundlerUrl !== undefined && !isLocalUrl(services.bundlerUrl, ['http'])) ||
    (services.onrampUrl !== undefined && !isLocalUrl(services.onrampUrl, ['http'])) ||
    (services.solana !== undefined && !isLocalUrl(services.solana?.rpcUrl, ['http'])) ||
    (services.polkadot !== undefined &&
      (!isLocalUrl(services.polkadot?.wsUrl, ['ws']) ||
        !/^0x[0-9a-f]{64}$/.test(services.polkadot.genesisHash))) ||
    (services.cosmos !== undefined && !isLocalUrl(services.cosmos?.rpcUrl, ['http']))
  ) {
    throw new Error('The dev server injected malformed service URLs (__PORTICO_SERVICES__).')
  }
  return services as PlaygroundServices
}
