import type { Network } from '@portico/kernel'

/** What a Polkadot network carries besides the kernel's network fields (data, no code). */
export type PolkadotChainParams = {
  /** The genesis block hash (0x + 64 hex); its first 32 hex characters are the CAIP-2 reference. */
  genesisHash: `0x${string}`
  /** The SS58 address prefix addresses are shown with (0 Polkadot, 2 Kusama, 42 generic). */
  ss58Prefix: number
}

/** A `polkadot` network with its SS58 prefix and genesis hash. */
export type PolkadotNetwork = Network & { chainNamespace: 'polkadot'; polkadot: PolkadotChainParams }

/** The signature schemes of extension accounts this plugin accepts (`ethereum` accounts are left out). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** One account an extension granted, its address re-encoded with the network's prefix. */
export type PolkadotAccount = {
  address: string
  /** The account's name in the extension, when it has one. */
  name?: string
  /** The signature scheme; absent when the wallet does not say (a WalletConnect session). */
  type?: PolkadotKeyType
  /** The public key (or account id for ecdsa), 0x hex. */
  publicKey: `0x${string}`
}

export type PolkadotOptions = {
  /** The name the extensions show when asking to connect; default: the app's metadata name. */
  dappName?: string
  /** Where extensions inject `injectedWeb3`; default: the page's window (none on a server). */
  window?: { injectedWeb3?: unknown } & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}
