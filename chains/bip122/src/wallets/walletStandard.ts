import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccount, BitcoinPurpose } from '../types.js'
import { purposeOfAddress } from './purpose.js'
import { BITCOIN_CONNECT } from './standardFeatures.js'
import type { BitcoinWalletDriver } from './types.js'

// The Bitcoin Wallet Standard features (wallet-standard's Bitcoin extension): connect with
// purposes, sign a message, sign a PSBT; disconnect and change events are optional.
export { BITCOIN_CONNECT }
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'
const BITCOIN_DISCONNECT = 'bitcoin:disconnect'
const STANDARD_DISCONNECT = 'standard:disconnect'
const STANDARD_EVENTS = 'standard:events'

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array)
const walletAccountSchema = z.looseObject({
  address: z.string().check(z.minLength(1), z.maxLength(100)),
  publicKey: bytes,
})
const connectOutputSchema = z.looseObject({ accounts: z.array(walletAccountSchema) })
const signMessageOutputSchema = z.tuple([z.looseObject({ signature: bytes })], z.unknown())
const signTransactionOutputSchema = z.tuple([z.looseObject({ signedPsbt: bytes })], z.unknown())

type WalletAccount = z.infer<typeof walletAccountSchema>
type Feature = Record<string, unknown>
export type StandardWallet = {
  name: string
  accounts: readonly unknown[]
  features: Readonly<Record<string, unknown>>
}

/** The wallet's purpose names (`ordinals`) and ours (`ordinal`). */
const toStandardPurpose = (purpose: BitcoinPurpose) => (purpose === 'ordinal' ? 'ordinals' : 'payment')

function parse<T>(method: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError(method, value)
  return parsed.data
}

/** Drives a Wallet Standard Bitcoin wallet. Answers are validated; nothing unvalidated reaches the kernel. */
export function walletStandardDriver(wallet: StandardWallet): BitcoinWalletDriver {
  const feature = (name: string) => wallet.features[name] as Feature | undefined
  const method = (name: string, key: string) => {
    const fn = feature(name)?.[key]
    if (typeof fn !== 'function') throw new InvalidWalletResponseError(name, 'missing feature')
    return fn as (...args: unknown[]) => Promise<unknown>
  }
  // The wallet's own account objects: features are called with them, not with copies.
  const standardAccounts = new Map<string, WalletAccount>()
  const toAccounts = (accounts: readonly WalletAccount[], purposes?: readonly BitcoinPurpose[]) =>
    accounts.map((account, index): BitcoinAccount => {
      standardAccounts.set(account.address, account)
      // Wallets answer in the order of the purposes asked for; when the count differs, the address kind tells.
      const purpose =
        purposes && purposes.length === accounts.length ? purposes[index]! : purposeOfAddress(account.address)
      return { address: account.address, purpose, publicKey: hex.encode(account.publicKey) }
    })
  const standardAccount = (account: BitcoinAccount) => {
    const found =
      standardAccounts.get(account.address) ??
      (wallet.accounts as WalletAccount[]).find(
        (a) => (a as { address?: unknown }).address === account.address,
      )
    if (!found)
      throw new InvalidWalletResponseError(BITCOIN_SIGN_MESSAGE, `no wallet account ${account.address}`)
    return found
  }
  return {
    async connect(purposes) {
      const output = await method(BITCOIN_CONNECT, 'connect')({ purposes: purposes.map(toStandardPurpose) })
      const { accounts } = parse(BITCOIN_CONNECT, connectOutputSchema, output)
      if (accounts.length === 0) throw new InvalidWalletResponseError(BITCOIN_CONNECT, output)
      return toAccounts(accounts, purposes)
    },
    async authorizedAccounts() {
      const accounts = parse('accounts', z.array(walletAccountSchema), wallet.accounts)
      return toAccounts(accounts)
    },
    async disconnect() {
      const disconnect = feature(BITCOIN_DISCONNECT)?.disconnect ?? feature(STANDARD_DISCONNECT)?.disconnect
      if (typeof disconnect === 'function') await (disconnect as () => Promise<void>)()
    },
    async signMessage({ account, message }) {
      const output = await method(
        BITCOIN_SIGN_MESSAGE,
        'signMessage',
      )({
        account: standardAccount(account),
        message: new TextEncoder().encode(message),
      })
      const [{ signature }] = parse(BITCOIN_SIGN_MESSAGE, signMessageOutputSchema, output)
      return base64.encode(signature)
    },
    async signPsbt({ psbt, account, signingIndexes, walletChain }) {
      const output = await method(
        BITCOIN_SIGN_TRANSACTION,
        'signTransaction',
      )({
        psbt,
        inputsToSign: [{ account: standardAccount(account), signingIndexes }],
        chain: walletChain,
      })
      return parse(BITCOIN_SIGN_TRANSACTION, signTransactionOutputSchema, output)[0].signedPsbt
    },
    onAccountsChanged(listener) {
      const on = feature(STANDARD_EVENTS)?.on
      if (typeof on !== 'function') return () => {}
      const off = (on as (event: string, fn: (change: { accounts?: unknown }) => void) => unknown)(
        'change',
        (change) => {
          if (change && 'accounts' in change) listener()
        },
      )
      return typeof off === 'function' ? (off as () => void) : () => {}
    },
  }
}
