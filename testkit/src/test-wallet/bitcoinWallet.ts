import * as ecc from '@bitcoinerlab/secp256k1'
import { bip322Transactions, encodeWitness } from '@portico/chain-bip122/bitcoin'
import { base64, hex } from '@scure/base'
import {
  address as bitcoinAddress,
  crypto,
  initEccLib,
  type Network,
  opcodes,
  Psbt,
  script,
} from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import type { BitcoinDevKeys, BitcoinNetworkParams } from '../services/bitcoin/constants.js'
import { ordinalAddress, paymentAddress } from '../services/bitcoin/devAccounts.js'
import { walletErrors } from './errors.js'
import type { PromptRequest } from './prompt.js'

/**
 * A Bitcoin browser wallet for the playground and the tests, speaking the Wallet Standard's
 * Bitcoin features (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * `bitcoin:disconnect`, `standard:events`). It holds a dev wallet's two keys: payment (P2WPKH,
 * index 0) and ordinal (key-path P2TR, index 1). Every connect and signature asks `approve`
 * first; a refusal is the EIP-1193 4001 error real wallets throw. Signatures are real: BIP-322
 * simple for messages, the accounts' keys on the PSBT inputs asked for. Needs no DOM.
 */
export type BitcoinTestWalletOptions = {
  name?: string
  keys: BitcoinDevKeys
  params: BitcoinNetworkParams
  /** The Wallet Standard chain it serves, e.g. `bitcoin:regtest`. */
  chain: `bitcoin:${string}`
  approve?: (request: PromptRequest) => boolean | Promise<boolean>
  /** Keeps the grant across reloads (like an extension), under `portico-test-bitcoin-wallet:<name>`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export const BITCOIN_TEST_WALLET_NAME = 'Portico Test Bitcoin Wallet'
export const BITCOIN_TEST_WALLET_ICON = `data:image/svg+xml;base64,${base64.encode(
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#F7931A"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#fff">T</text></svg>',
  ),
)}` as const

type WalletAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
  label: string
}
type ChangeListener = (change: { accounts: readonly WalletAccount[] }) => void

const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const

export function createBitcoinTestWallet(options: BitcoinTestWalletOptions) {
  initEccLib(ecc)
  const name = options.name ?? BITCOIN_TEST_WALLET_NAME
  const network = options.params as Network
  const ECPair = ECPairFactory(ecc)
  const storageKey = `portico-test-bitcoin-wallet:${name}`
  const approve = options.approve ?? (() => true)

  const payment = paymentAddress(options.keys.payment, options.params)
  const ordinal = ordinalAddress(options.keys.ordinal, options.params)
  const paymentKey = ECPair.fromPrivateKey(hex.decode(payment.privateKey), { network })
  const ordinalInternal = ECPair.fromPrivateKey(hex.decode(ordinal.privateKey), { network })
  // BIP-341 key-path spending signs with the internal key tweaked by its own hash.
  const ordinalKey = ordinalInternal.tweak(crypto.taggedHash('TapTweak', ordinalInternal.publicKey.slice(1)))
  const account = (address: string, publicKey: string, label: string): WalletAccount => ({
    address,
    publicKey: hex.decode(publicKey),
    chains: [options.chain],
    features: FEATURES,
    label,
  })
  const accounts = {
    payment: account(payment.address, payment.publicKey, 'Payment'),
    ordinals: account(ordinal.address, ordinal.publicKey, 'Ordinals'),
  }
  const signers = new Map<string, ECPairInterface>([
    [payment.address, paymentKey],
    [ordinal.address, ordinalKey],
  ])

  let connected = options.storage?.getItem(storageKey) === 'connected'
  const listeners = new Set<ChangeListener>()
  let requestCount = 0
  const current = (): readonly WalletAccount[] => (connected ? [accounts.payment, accounts.ordinals] : [])
  const emit = () => {
    for (const listener of listeners) listener({ accounts: current() })
  }
  const ask = async (method: string, params: readonly unknown[], address: string) => {
    requestCount++
    if (!(await approve({ wallet: name, method, params, chainId: options.chain, account: address })))
      throw walletErrors.userRejected()
  }
  const signerOf = (wanted: unknown) => {
    const address = (wanted as { address?: unknown } | null)?.address
    const signer = typeof address === 'string' && connected ? signers.get(address) : undefined
    if (!signer) throw walletErrors.unauthorized('unknown or unconnected account')
    return { address: address as string, signer }
  }

  /** BIP-322 simple: sign the virtual `toSign` transaction and answer its witness. */
  const signBip322 = (address: string, signer: ECPairInterface, message: string) => {
    const outputScript = bitcoinAddress.toOutputScript(address, network)
    const { toSpend } = bip322Transactions(message, outputScript)
    const isTaproot = address === ordinal.address
    const psbt = new Psbt({ network })
      .setVersion(0)
      .setLocktime(0)
      .addInput({
        hash: toSpend.getHash(),
        index: 0,
        sequence: 0,
        witnessUtxo: { script: outputScript, value: 0n },
        ...(isTaproot ? { tapInternalKey: ordinalInternal.publicKey.slice(1) } : {}),
      })
      .addOutput({ script: script.compile([opcodes.OP_RETURN!]), value: 0n })
    psbt.signInput(0, signer).finalizeInput(0)
    return encodeWitness(psbt.extractTransaction().ins[0]!.witness)
  }

  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: BITCOIN_TEST_WALLET_ICON,
    chains: [options.chain],
    get accounts() {
      return current()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: readonly string[] }) {
          const purposes = input?.purposes?.length ? input.purposes : ['payment']
          if (purposes.some((p) => p !== 'payment' && p !== 'ordinals'))
            throw walletErrors.invalidParams('purposes are payment and ordinals')
          if (!connected) {
            await ask('bitcoin:connect', [{ purposes }], payment.address)
            connected = true
            options.storage?.setItem(storageKey, 'connected')
            emit()
          }
          return { accounts: purposes.map((p) => accounts[p as 'payment' | 'ordinals']) }
        },
      },
      'bitcoin:disconnect': {
        version: '1.0.0',
        async disconnect() {
          connected = false
          options.storage?.removeItem(storageKey)
          emit()
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: readonly { account: unknown; message: Uint8Array }[]) {
          const outputs = []
          for (const input of inputs) {
            const { address, signer } = signerOf(input.account)
            if (!(input.message instanceof Uint8Array))
              throw walletErrors.invalidParams('message must be bytes')
            const message = new TextDecoder().decode(input.message)
            await ask('bitcoin:signMessage', [message], address)
            outputs.push({ signedMessage: input.message, signature: signBip322(address, signer, message) })
          }
          return outputs
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: readonly {
            psbt: Uint8Array
            inputsToSign: readonly { account: unknown; signingIndexes: readonly number[] }[]
            chain?: string
          }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            if (input.chain && input.chain !== options.chain)
              throw walletErrors.unrecognizedChain(input.chain)
            const psbt = Psbt.fromBuffer(input.psbt, { network })
            const summary = psbt.txOutputs.map((out) => ({
              to: out.address ?? hex.encode(out.script),
              sats: out.value.toString(),
            }))
            const toSign = input.inputsToSign.map((entry) => ({
              ...signerOf(entry.account),
              indexes: entry.signingIndexes,
            }))
            await ask(
              'bitcoin:signTransaction',
              [{ outputs: summary }],
              toSign[0]?.address ?? payment.address,
            )
            for (const { signer, indexes } of toSign)
              for (const index of indexes) psbt.signInput(index, signer)
            outputs.push({ signedPsbt: psbt.toBuffer() })
          }
          return outputs
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: ChangeListener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  return {
    wallet,
    payment,
    ordinal,
    get connected() {
      return connected
    },
    get requestCount() {
      return requestCount
    },
    /** Registers the wallet the Wallet Standard way on `target` (now, and whenever an app says it is ready). */
    register(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>) {
      const callback = ({ register }: { register: (...wallets: unknown[]) => unknown }) => register(wallet)
      const onAppReady = (event: Event) => {
        const api = (event as CustomEvent<{ register: (...wallets: unknown[]) => unknown }>).detail
        if (api && typeof api.register === 'function') callback(api)
      }
      target.addEventListener('wallet-standard:app-ready', onAppReady)
      target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
    },
  }
}

export type BitcoinTestWallet = ReturnType<typeof createBitcoinTestWallet>
