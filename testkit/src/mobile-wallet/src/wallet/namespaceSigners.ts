import { base64, hex } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { BitcoinDevKeys, BitcoinNetworkParams } from '../../../services/bitcoin/constants.js'
import { COSMOS_DEV_ACCOUNTS } from '../../../services/cosmos/constants.js'
import { POLKADOT_DEV_ACCOUNTS, type PolkadotDevAccount } from '../../../services/polkadot/constants.js'
import { SOLANA_DEV_ACCOUNTS } from '../../../services/solana/constants.js'
import { createBitcoinTestWallet } from '../../../test-wallet/bitcoinWallet.js'
import { SolanaTestWallet } from '../../../test-wallet/solana/SolanaTestWallet.js'
import { WalletRequestError } from './answerRequest.js'

/** The Solana cluster the wallet offers: its CAIP-2 id and the validator it sends through. */
export type SolanaWalletChain = { caipNetworkId: string; rpcUrl: string; seed?: string }

/** The Bitcoin chain the wallet offers: its CAIP-2 id, address parameters and the dev keys that sign. */
export type BitcoinWalletChain = {
  caipNetworkId: string
  params: BitcoinNetworkParams
  keys: BitcoinDevKeys
  /** The Wallet Standard chain name of the signer, e.g. `bitcoin:regtest`. */
  walletChain: `bitcoin:${string}`
}

/** The Polkadot chain the wallet offers: its CAIP-2 id and the dev accounts it holds. */
export type PolkadotWalletChain = {
  caipNetworkId: string
  /** Default: Bob (sr25519) and Alice's ed25519 key, so they differ from the test extension's Alice. */
  accounts?: readonly PolkadotDevAccount[]
}

/** The Cosmos chain the wallet offers: its chain id, address prefix and the secp256k1 key that signs. */
export type CosmosWalletChain = {
  chainId: string
  bech32Prefix: string
  /** Hex; default: Cosmos dev account 1 (the test wallet in the browser holds account 0). */
  privateKey?: string
}

/** The mobile wallet's default Polkadot accounts: one sr25519 and one ed25519 key. */
export const MOBILE_POLKADOT_ACCOUNTS: readonly PolkadotDevAccount[] = POLKADOT_DEV_ACCOUNTS.filter(
  (account) => account.name === 'Bob' || account.name === 'Alice (ed25519)',
)

/** WalletConnect's Solana RPC methods this wallet answers. */
export const SOLANA_WALLET_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** WalletConnect's Bitcoin RPC methods this wallet answers. */
export const BITCOIN_WALLET_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt'] as const

/** WalletConnect's Polkadot RPC methods this wallet answers. */
export const POLKADOT_WALLET_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const

/** WalletConnect's Cosmos RPC methods this wallet answers. */
export const COSMOS_WALLET_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const

/** Reads the wallet answers without asking the visitor, as real wallets do. */
export const UNPROMPTED_METHODS: ReadonlySet<string> = new Set([
  'solana_getAccounts',
  'getAccountAddresses',
  'cosmos_getAccounts',
])

type Params = Record<string, unknown>
const objectParams = (params: unknown): Params =>
  typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Params) : {}
const text = (params: Params, key: string) => {
  const value = params[key]
  if (typeof value !== 'string' || value === '') throw new WalletRequestError(-32602, `${key} is missing`)
  return value
}

/**
 * The Solana, Bitcoin, Polkadot and Cosmos keys of the mobile wallet. They sign through the
 * playground's test wallets (the same Wallet Standard, injectedWeb3 and Keplr-style code the
 * browser tests use, approving at once: the visitor already approved the request on this page),
 * so WalletConnect requests are answered by exactly the signing code the other paths use.
 */
export async function createNamespaceSigners(options: {
  solana?: SolanaWalletChain | undefined
  bitcoin?: BitcoinWalletChain | undefined
  polkadot?: PolkadotWalletChain | undefined
  cosmos?: CosmosWalletChain | undefined
}) {
  const supported: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {}
  const handlers = new Map<string, (params: Params) => Promise<unknown>>()

  if (options.solana) {
    const chain = options.solana
    const signer = new SolanaTestWallet({
      rpcUrl: chain.rpcUrl,
      chains: [chain.caipNetworkId as `${string}:${string}`],
      seeds: [chain.seed ?? (SOLANA_DEV_ACCOUNTS[2]?.seed as string)],
      name: 'Portico Mobile Wallet (Solana)',
    })
    const { accounts } = await signer.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('The Solana signer has no account.')
    const features = signer.features
    supported.solana = {
      chains: [chain.caipNetworkId],
      methods: [...SOLANA_WALLET_METHODS],
      events: [],
      accounts: [`${chain.caipNetworkId}:${account.address}`],
    }
    const accountList = async () => [{ pubkey: account.address }]
    const transactionOf = (params: Params) => base64.decode(text(params, 'transaction'))
    handlers.set('solana_getAccounts', accountList)
    handlers.set('solana_requestAccounts', accountList)
    handlers.set('solana_signMessage', async (params) => {
      if (text(params, 'pubkey') !== account.address)
        throw new WalletRequestError(4100, 'This wallet has no such account.')
      const [output] = await features['solana:signMessage'].signMessage({
        account,
        message: bs58.decode(text(params, 'message')),
      })
      return { signature: bs58.encode(output!.signature) }
    })
    handlers.set('solana_signTransaction', async (params) => {
      const [output] = await features['solana:signTransaction'].signTransaction({
        account,
        transaction: transactionOf(params),
      })
      const signed = VersionedTransaction.deserialize(output!.signedTransaction)
      return {
        signature: bs58.encode(signed.signatures[0]!),
        transaction: base64.encode(output!.signedTransaction),
      }
    })
    handlers.set('solana_signAndSendTransaction', async (params) => {
      const sendOptions = objectParams(params.sendOptions)
      const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: chain.caipNetworkId as `${string}:${string}`,
        transaction: transactionOf(params),
        options: {
          skipPreflight: sendOptions.skipPreflight === true,
          ...(typeof sendOptions.preflightCommitment === 'string'
            ? { preflightCommitment: sendOptions.preflightCommitment as 'confirmed' }
            : {}),
        },
      })
      return { signature: bs58.encode(output!.signature) }
    })
  }

  if (options.bitcoin) {
    const chain = options.bitcoin
    const signer = createBitcoinTestWallet({
      name: 'Portico Mobile Wallet (Bitcoin)',
      keys: chain.keys,
      params: chain.params,
      chain: chain.walletChain,
    })
    const features = signer.wallet.features
    await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const byAddress = new Map([
      [signer.payment.address, { account: signer.wallet.accounts[0]!, intention: 'payment' }],
      [signer.ordinal.address, { account: signer.wallet.accounts[1]!, intention: 'ordinal' }],
    ])
    const accountOf = (address: string) => {
      const found = byAddress.get(address)
      if (!found) throw new WalletRequestError(4100, `This wallet has no account ${address}.`)
      return found.account
    }
    supported.bip122 = {
      chains: [chain.caipNetworkId],
      methods: [...BITCOIN_WALLET_METHODS],
      events: ['bip122_addressesChanged'],
      accounts: [`${chain.caipNetworkId}:${signer.payment.address}`],
    }
    handlers.set('getAccountAddresses', async (params) => {
      accountOf(text(params, 'account'))
      const intentions = Array.isArray(params.intentions) ? params.intentions : ['payment']
      return [...byAddress.entries()]
        .filter(([, entry]) => intentions.includes(entry.intention))
        .map(([address, entry]) => ({
          address,
          publicKey: hex.encode(entry.account.publicKey),
          intention: entry.intention,
        }))
    })
    handlers.set('signMessage', async (params) => {
      if (params.protocol === 'ecdsa')
        throw new WalletRequestError(4200, 'This wallet signs messages with BIP-322 only.')
      const address = typeof params.address === 'string' ? params.address : text(params, 'account')
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(text(params, 'message')),
      })
      return { address, signature: base64.encode(output!.signature) }
    })
    handlers.set('signPsbt', async (params) => {
      if (params.broadcast === true) throw new WalletRequestError(4200, 'This wallet does not broadcast.')
      const inputs = Array.isArray(params.signInputs) ? (params.signInputs as Params[]) : []
      const byAccount = new Map<string, number[]>()
      for (const input of inputs) {
        const address = text(input, 'address')
        if (typeof input.index !== 'number') throw new WalletRequestError(-32602, 'index is missing')
        byAccount.set(address, [...(byAccount.get(address) ?? []), input.index])
      }
      const [output] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: base64.decode(text(params, 'psbt')),
        inputsToSign: [...byAccount].map(([address, signingIndexes]) => ({
          account: accountOf(address),
          signingIndexes,
        })),
        chain: chain.walletChain,
      })
      return { psbt: base64.encode(output!.signedPsbt) }
    })
  }

  if (options.polkadot) {
    const chain = options.polkadot
    const held = chain.accounts ?? MOBILE_POLKADOT_ACCOUNTS
    const [{ createPolkadotTestWallet }, { decodeAddress, encodeAddress }] = await Promise.all([
      import('../../../test-wallet/polkadot/PolkadotTestWallet.js'),
      import('@polkadot/util-crypto'),
    ])
    const extension = await createPolkadotTestWallet({
      accounts: held,
      origin: 'mobile-wallet',
    }).entry.enable('Portico Mobile Wallet')
    // The test extension knows its keys by their generic (prefix 42) address; dapps send the
    // network's prefix.
    const ownAddress = (params: Params) => {
      const address = text(params, 'address')
      let generic: string
      try {
        generic = encodeAddress(decodeAddress(address), 42)
      } catch {
        throw new WalletRequestError(-32602, `${address} is not an SS58 address.`)
      }
      if (!held.some((account) => account.address === generic))
        throw new WalletRequestError(4100, `This wallet has no account ${address}.`)
      return generic
    }
    supported.polkadot = {
      chains: [chain.caipNetworkId],
      methods: [...POLKADOT_WALLET_METHODS],
      events: [],
      accounts: held.map((account) => `${chain.caipNetworkId}:${account.address}`),
    }
    handlers.set('polkadot_signMessage', async (params) => {
      const { signature } = await extension.signer.signRaw({
        address: ownAddress(params),
        data: text(params, 'message'),
        type: 'bytes',
      })
      return { signature }
    })
    handlers.set('polkadot_signTransaction', async (params) => {
      const payload = objectParams(params.transactionPayload)
      const address = ownAddress(params)
      if (typeof payload.address !== 'string' || ownAddress(payload) !== address)
        throw new WalletRequestError(-32602, 'The payload is not for the signing address.')
      const { signature } = await extension.signer.signPayload({ ...payload, address } as never)
      return { signature }
    })
  }

  if (options.cosmos) {
    const chain = options.cosmos
    const { KeplrTestWallet } = await import('../../../test-wallet/cosmos/KeplrTestWallet.js')
    const { fromBase64, toBase64 } = await import('@cosmjs/encoding')
    const keplr = new KeplrTestWallet({
      name: 'Portico Mobile Wallet (Cosmos)',
      chains: [{ chainId: chain.chainId, bech32Prefix: chain.bech32Prefix }],
      privateKeys: [chain.privateKey ?? (COSMOS_DEV_ACCOUNTS[1]?.privateKey as string)],
    })
    await keplr.enable(chain.chainId)
    const key = await keplr.getKey(chain.chainId)
    const caip = `cosmos:${chain.chainId}`
    supported.cosmos = {
      chains: [caip],
      methods: [...COSMOS_WALLET_METHODS],
      events: [],
      accounts: [`${caip}:${key.bech32Address}`],
    }
    const signer = (params: Params) => {
      const address = text(params, 'signerAddress')
      if (address !== key.bech32Address)
        throw new WalletRequestError(4100, `This wallet has no account ${address}.`)
      return address
    }
    const decode = (value: unknown, what: string) => {
      try {
        return fromBase64(String(value))
      } catch {
        throw new WalletRequestError(-32602, `${what} is not base64.`)
      }
    }
    handlers.set('cosmos_getAccounts', async () => [
      { algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) },
    ])
    handlers.set('cosmos_signDirect', async (params) => {
      const address = signer(params)
      const doc = objectParams(params.signDoc)
      if (typeof doc.accountNumber !== 'string' || !/^\d{1,20}$/.test(doc.accountNumber))
        throw new WalletRequestError(-32602, 'accountNumber is missing')
      const { signed, signature } = await keplr.signDirect(chain.chainId, address, {
        chainId: text(doc, 'chainId'),
        accountNumber: doc.accountNumber,
        authInfoBytes: decode(doc.authInfoBytes, 'authInfoBytes'),
        bodyBytes: decode(doc.bodyBytes, 'bodyBytes'),
      })
      return {
        signature,
        signed: {
          chainId: signed.chainId,
          accountNumber: signed.accountNumber.toString(),
          authInfoBytes: toBase64(signed.authInfoBytes),
          bodyBytes: toBase64(signed.bodyBytes),
        },
      }
    })
    handlers.set('cosmos_signAmino', async (params) => {
      const address = signer(params)
      const doc = objectParams(params.signDoc) as unknown as Parameters<typeof keplr.signAmino>[2]
      const [message] = Array.isArray(doc.msgs) ? doc.msgs : []
      // ADR-036: an off-chain message comes as a `sign/MsgSignData` doc with no chain id.
      if (doc.chain_id === '' && message?.type === 'sign/MsgSignData') {
        const data = (message.value as { data?: unknown }).data
        const signature = await keplr.signArbitrary(chain.chainId, address, decode(data, 'data'))
        return { signed: doc, signature }
      }
      return keplr.signAmino(chain.chainId, address, doc)
    })
  }

  return {
    /** What the wallet offers per namespace (for `buildApprovedNamespaces`). */
    supported,
    /** Whether `method` is a read the wallet answers without asking the visitor. */
    unprompted: (method: string) => UNPROMPTED_METHODS.has(method) && handlers.has(method),
    /** Carries out an approved request. */
    async answer(method: string, params: unknown): Promise<unknown> {
      const handler = handlers.get(method)
      if (!handler) throw new WalletRequestError(4200, `This wallet does not support ${method}.`)
      return handler(objectParams(params))
    },
  }
}

export type NamespaceSigners = Awaited<ReturnType<typeof createNamespaceSigners>>
