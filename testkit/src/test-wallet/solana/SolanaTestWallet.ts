import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierArray, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { SOLANA_DEV_ACCOUNTS } from '../../services/solana/constants.js'
import { ProviderRpcError, walletErrors } from '../errors.js'

/** Icon of 'Portico Solana Test Wallet' (a violet wallet, drawn for the playground). */
export const SOLANA_TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCAzMiAzMic+PHJlY3Qgd2lkdGg9JzMyJyBoZWlnaHQ9JzMyJyByeD0nOCcgZmlsbD0nIzk5NDVGRicvPjxwYXRoIGZpbGw9J25vbmUnIHN0cm9rZT0nI2ZmZicgc3Ryb2tlLXdpZHRoPScyLjUnIHN0cm9rZS1saW5lam9pbj0ncm91bmQnIGQ9J004IDExaDE2djEySDh6TTggMTFsMi00aDEybDIgNCcvPjxwYXRoIGZpbGw9JyMxNEYxOTUnIGQ9J00xNyAxNmg2bC0xLjUgMmgtNnonLz48L3N2Zz4=' as const

export const SOLANA_TEST_WALLET_NAME = 'Portico Solana Test Wallet'

export type SolanaApprovalRequest = {
  wallet: string
  method: string
  params: readonly unknown[]
  chainId: string
  account: string
}

export type SolanaTestWalletOptions = {
  /** The validator the wallet sends through (`solana:signAndSendTransaction`). */
  rpcUrl: string
  /** Chains the wallet lists, e.g. `['solana:localnet', <the local CAIP-2 id>]`. */
  chains: IdentifierArray
  /** Dev key seeds (hex); default dev accounts 0 and 1. */
  seeds?: readonly string[]
  /** Asked before connecting, signing and sending. Default: approve all. */
  approve?: (request: SolanaApprovalRequest) => boolean | Promise<boolean>
  /** Keeps the grant across reloads, as an extension would. Default: memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  name?: string
  /** Test only: answer signMessage with a signature by another key (a broken wallet). */
  forgeSignatures?: boolean
}

const FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const

/**
 * A Wallet Standard wallet for Solana that signs with the playground's dev keys and sends to the
 * local validator: `standard:connect` (asks once, `silent` never asks), `standard:disconnect`,
 * `standard:events` (account changes), `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction`. Refusals are 4001 errors like a real wallet's. Test keys only.
 */
export class SolanaTestWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon = SOLANA_TEST_WALLET_ICON
  #chains: IdentifierArray
  #keys: Keypair[]
  #active = 0
  #granted = false
  #listeners: StandardEventsListeners['change'][] = []
  #options: SolanaTestWalletOptions
  #connection: Connection

  constructor(options: SolanaTestWalletOptions) {
    this.#options = options
    this.name = options.name ?? SOLANA_TEST_WALLET_NAME
    this.#chains = options.chains
    const seeds = options.seeds ?? SOLANA_DEV_ACCOUNTS.slice(0, 2).map((account) => account.seed)
    this.#keys = seeds.map((seed) => Keypair.fromSeed(hexToBytes(seed)))
    this.#connection = new Connection(options.rpcUrl, {
      commitment: 'confirmed',
      disableRetryOnRateLimit: true,
    })
    const stored = options.storage?.getItem(this.#storageKey)
    if (stored) {
      const index = Number(stored)
      if (Number.isInteger(index) && index >= 0 && index < this.#keys.length) {
        this.#granted = true
        this.#active = index
      }
    }
  }

  get #storageKey() {
    return `portico-solana-test-wallet:${this.name}`
  }

  /** The active account's address. */
  get address(): string {
    return this.#keys[this.#active]!.publicKey.toBase58()
  }

  /** The chains the wallet serves now (`setChains` changes them). */
  get chains(): IdentifierArray {
    return this.#chains
  }

  get connected(): boolean {
    return this.#granted
  }

  get accounts(): readonly WalletAccount[] {
    if (!this.#granted) return []
    const key = this.#keys[this.#active]!
    return [
      {
        address: key.publicKey.toBase58(),
        publicKey: key.publicKey.toBytes(),
        chains: this.chains,
        features: [...FEATURES],
        label: `Dev account ${this.#active}`,
      },
    ]
  }

  get features(): StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature {
    return {
      [StandardConnect]: { version: '1.0.0', connect: (input) => this.#connect(input?.silent ?? false) },
      [StandardDisconnect]: { version: '1.0.0', disconnect: async () => this.disconnect() },
      [StandardEvents]: { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      [SolanaSignMessage]: { version: '1.1.0', signMessage: (...inputs) => this.#signMessage(inputs) },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs) => this.#signTransaction(inputs),
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) => this.#signAndSend(inputs),
      },
    }
  }

  /** What the visitor does inside the wallet: pick another account (emits `change`). */
  selectAccount(index: number): void {
    if (!this.#keys[index]) throw new Error(`No dev account ${index}`)
    this.#active = index
    if (this.#granted) this.#options.storage?.setItem(this.#storageKey, String(index))
    this.#emit()
  }

  /**
   * What the visitor does inside the wallet: change the clusters it serves (emits `change` with the
   * new chains and the accounts that now carry them).
   */
  setChains(chains: IdentifierArray): void {
    this.#chains = chains
    for (const listener of this.#listeners) listener({ chains: this.chains, accounts: this.accounts })
  }

  /** Forgets the site and emits an empty account list, as when the visitor disconnects in the wallet. */
  disconnect(): void {
    this.#granted = false
    this.#options.storage?.removeItem(this.#storageKey)
    this.#emit()
  }

  async #ask(method: string, params: readonly unknown[]) {
    const approved = await (this.#options.approve?.({
      wallet: this.name,
      method,
      params,
      chainId: this.chains[0] ?? 'solana:localnet',
      account: this.address,
    }) ?? true)
    if (!approved) throw walletErrors.userRejected()
  }

  async #connect(silent: boolean) {
    if (!this.#granted) {
      if (silent) return { accounts: [] }
      await this.#ask(StandardConnect, [])
      this.#granted = true
      this.#options.storage?.setItem(this.#storageKey, String(this.#active))
      this.#emit()
    }
    return { accounts: this.accounts }
  }

  #on(event: keyof StandardEventsListeners, listener: StandardEventsListeners['change']) {
    if (event !== 'change') return () => {}
    this.#listeners.push(listener)
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener)
    }
  }

  #emit() {
    for (const listener of this.#listeners) listener({ accounts: this.accounts })
  }

  #keyFor(account: WalletAccount): Keypair {
    if (!this.#granted) throw new ProviderRpcError(4100, 'Unauthorized: connect first.')
    const key = this.#keys.find((k) => k.publicKey.toBase58() === account?.address)
    if (!key)
      throw new ProviderRpcError(4100, `Unauthorized: ${String(account?.address)} is not in this wallet.`)
    return key
  }

  async #signMessage(inputs: readonly SolanaSignMessageInput[]) {
    const outputs = []
    for (const { account, message } of inputs) {
      const key = this.#keyFor(account)
      if (!(message instanceof Uint8Array)) throw walletErrors.invalidParams('message must be bytes')
      await this.#ask(SolanaSignMessage, [new TextDecoder().decode(message)])
      const signer = this.#options.forgeSignatures ? Keypair.generate() : key
      outputs.push({
        signedMessage: message,
        signature: ed25519.sign(message, signer.secretKey.slice(0, 32)),
        signatureType: 'ed25519' as const,
      })
    }
    return outputs
  }

  #sign(key: Keypair, bytes: Uint8Array): VersionedTransaction {
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(bytes)
    } catch {
      throw walletErrors.invalidParams('transaction is not a serialized Solana transaction')
    }
    transaction.sign([key])
    return transaction
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    const outputs = []
    for (const { account, transaction } of inputs) {
      const key = this.#keyFor(account)
      await this.#ask(SolanaSignTransaction, [summarize(transaction)])
      outputs.push({ signedTransaction: this.#sign(key, transaction).serialize() })
    }
    return outputs
  }

  async #signAndSend(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const outputs = []
    for (const { account, transaction, chain, options } of inputs) {
      const key = this.#keyFor(account)
      if (!this.chains.includes(chain)) throw walletErrors.invalidParams(`unknown chain ${chain}`)
      await this.#ask(SolanaSignAndSendTransaction, [summarize(transaction)])
      const signed = this.#sign(key, transaction)
      await this.#connection.sendRawTransaction(signed.serialize(), {
        skipPreflight: options?.skipPreflight ?? false,
        preflightCommitment: options?.preflightCommitment ?? 'confirmed',
      })
      outputs.push({ signature: signed.signatures[0]! })
    }
    return outputs
  }
}

function summarize(transaction: Uint8Array): string {
  return `${transaction.length}-byte transaction`
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}
