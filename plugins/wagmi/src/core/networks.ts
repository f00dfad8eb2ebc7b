import { defineNetwork, type Network } from '@portico/kernel'
import type { Chain } from 'viem'
import type { Config } from 'wagmi'

type TransportValue = { config?: { type?: unknown }; value?: { url?: unknown } }

/** The URL of an `http` transport (what the app configured), else undefined. */
function transportUrl(config: Pick<Config, '_internal'>, chain: Chain): string | undefined {
  const transport = config._internal.transports[chain.id]
  if (!transport) return undefined
  try {
    // Creating an http transport only reads its options; no request is made.
    const created = transport({ chain, retryCount: 0 }) as TransportValue
    const url = created.value?.url
    return created.config?.type === 'http' && typeof url === 'string' && url !== '' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The wagmi config's chains as Portico networks, so the modal offers exactly the app's chains. Each
 * network's RPC URL is the app's `http` transport URL when it has one (the modal's own reads,
 * balances for instance, then go where wagmi's go), else the chain's default.
 *
 * @example
 * const config = createConfig({ chains: [mainnet, base], transports: { [mainnet.id]: http(myRpc), [base.id]: http() } })
 * createPortico({ plugins: [ui(), eip155(), wagmiAdapter({ config })], networks: networksFromWagmi(config) })
 */
export function networksFromWagmi(config: Pick<Config, 'chains' | '_internal'>): Network[] {
  return config.chains.map((chain) => {
    const url = transportUrl(config, chain)
    const { default: defaults, ...others } = chain.rpcUrls
    return defineNetwork({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: {
        ...others,
        default: { ...defaults, http: url ? [url] : defaults.http },
      },
      ...(chain.blockExplorers ? { blockExplorers: chain.blockExplorers } : {}),
      ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
    })
  })
}
