import { hex } from '@scure/base'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccount } from '../types.js'
import { purposeOfAddress } from './purpose.js'
import type { BitcoinWalletDriver } from './types.js'

/**
 * The legacy injected provider most Bitcoin wallets still put on the page: UniSat's
 * `window.unisat` API (OKX, Bitget and others inject the same shape). One account at a time.
 */
export type UnisatProvider = {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey(): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>
  signPsbt(psbtHex: string, options?: unknown): Promise<unknown>
  disconnect?(): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

const addressesSchema = z.array(z.string().check(z.minLength(1), z.maxLength(100)))
const publicKeySchema = z.string().check(z.regex(/^(0[23][0-9a-fA-F]{64}|[0-9a-fA-F]{64})$/))
const base64Schema = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
const hexSchema = z.string().check(z.regex(/^([0-9a-fA-F]{2})+$/))

function parse<T>(method: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError(method, value)
  return parsed.data
}

export function isUnisatProvider(value: unknown): value is UnisatProvider {
  const p = value as Partial<UnisatProvider> | null
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.requestAccounts === 'function' &&
    typeof p.getAccounts === 'function' &&
    typeof p.signPsbt === 'function'
  )
}

export function unisatDriver(provider: UnisatProvider): BitcoinWalletDriver {
  const withKey = async (addresses: readonly string[]): Promise<BitcoinAccount[]> => {
    const [address] = addresses
    if (!address) return []
    const publicKey = parse('getPublicKey', publicKeySchema, await provider.getPublicKey())
    return [{ address, purpose: purposeOfAddress(address), publicKey: publicKey.toLowerCase() }]
  }
  return {
    async connect() {
      const accounts = await withKey(
        parse('requestAccounts', addressesSchema, await provider.requestAccounts()),
      )
      if (accounts.length === 0) throw new InvalidWalletResponseError('requestAccounts', [])
      return accounts
    },
    authorizedAccounts: async () =>
      withKey(parse('getAccounts', addressesSchema, await provider.getAccounts())),
    async disconnect() {
      await provider.disconnect?.()
    },
    async signMessage({ message, protocol }) {
      const signature = await provider.signMessage(message, protocol === 'bip137' ? 'ecdsa' : 'bip322-simple')
      return parse('signMessage', base64Schema, signature)
    },
    async signPsbt({ psbt, account, signingIndexes }) {
      const signed = await provider.signPsbt(hex.encode(psbt), {
        autoFinalized: false,
        toSignInputs: signingIndexes.map((index) => ({ index, address: account.address })),
      })
      return hex.decode(parse('signPsbt', hexSchema, signed).toLowerCase())
    },
    onAccountsChanged(listener) {
      if (!provider.on) return () => {}
      provider.on('accountsChanged', listener)
      return () => provider.removeListener?.('accountsChanged', listener)
    },
  }
}
