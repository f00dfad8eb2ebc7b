import type { ChainNamespace, Network } from '@portico/kernel'

/** What Portico asks wallets for, per namespace (the methods its chain plugins and features send). */
export const DEFAULT_METHODS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'eth_sendRawTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_watchAsset',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
}

export const DEFAULT_EVENTS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  bip122: ['bip122_addressesChanged'],
  polkadot: [],
  cosmos: [],
}

/** One namespace of a session proposal, in the shape the WalletConnect provider takes. */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

export type BuildNamespacesParameters = {
  networks: readonly Network[]
  /** Namespaces to ask for (those with a chain plugin); the networks of others are left out. */
  namespaces: readonly ChainNamespace[]
  /** The networks the app is on now: they go first, so the wallet starts on them. */
  activeNetworks?: Partial<Record<ChainNamespace, Network>> | undefined
  rpcMap?: Readonly<Record<string, string>> | undefined
  methods?: Partial<Record<ChainNamespace, readonly string[]>> | undefined
}

/**
 * The optional namespaces of a session proposal, built from the composed networks: every chain of
 * each namespace, the default methods and events plus the app's extra methods, and an RPC URL per
 * chain (the app's `rpcMap`, else the network's first URL). The provider looks URLs up by CAIP-2 id
 * and, for eip155, by bare chain id, so both keys are given.
 *
 * @example
 * buildNamespaces({ networks: [mainnet], namespaces: ['eip155'] }).eip155?.chains // ['eip155:1']
 */
export function buildNamespaces({
  networks,
  namespaces,
  activeNetworks = {},
  rpcMap = {},
  methods = {},
}: BuildNamespacesParameters): Partial<Record<ChainNamespace, ProposalNamespace>> {
  const result: Partial<Record<ChainNamespace, ProposalNamespace>> = {}
  for (const namespace of namespaces) {
    const active = activeNetworks[namespace]
    const own = networks.filter((network) => network.chainNamespace === namespace)
    const ordered = active ? [active, ...own.filter((n) => n.caipNetworkId !== active.caipNetworkId)] : own
    if (ordered.length === 0) continue
    const urls: Record<string, string> = {}
    for (const network of ordered) {
      const url =
        rpcMap[network.caipNetworkId] ?? rpcMap[String(network.id)] ?? network.rpcUrls.default.http[0]
      if (!url) continue
      urls[network.caipNetworkId] = url
      if (namespace === 'eip155') urls[String(network.id)] = url
    }
    result[namespace] = {
      chains: ordered.map((network) => network.caipNetworkId),
      methods: [...new Set([...DEFAULT_METHODS[namespace], ...(methods[namespace] ?? [])])],
      events: [...DEFAULT_EVENTS[namespace]],
      rpcMap: urls,
    }
  }
  return result
}
