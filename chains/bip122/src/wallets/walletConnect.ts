import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '../errors.js'
import type { BitcoinAccount, BitcoinPurpose } from '../types.js'
import { purposeOfAddress } from './purpose.js'
import type { BitcoinWalletDriver } from './types.js'

// WalletConnect's Bitcoin RPC (the bip122 namespace): getAccountAddresses, signMessage, signPsbt.
const addressSchema = z.string().check(z.minLength(1), z.maxLength(100))
const accountAddressesSchema = z.array(
  z.looseObject({
    address: addressSchema,
    publicKey: z.optional(z.string().check(z.regex(/^(0[23][0-9a-fA-F]{64}|[0-9a-fA-F]{64})$/))),
    intention: z.optional(z.string()),
  }),
)
const signMessageSchema = z.looseObject({
  signature: z.string().check(z.regex(/^([A-Za-z0-9+/]+={0,2}|([0-9a-fA-F]{2})+)$/)),
})
const signPsbtSchema = z.looseObject({ psbt: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)) })

function parse<T>(method: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError(method, value)
  return parsed.data
}

/** Signatures come base64 (BIP-322, BIP-137) or, from some wallets, hex. */
const toBase64Signature = (signature: string) =>
  /^([0-9a-fA-F]{2})+$/.test(signature) ? base64.encode(hex.decode(signature.toLowerCase())) : signature

/**
 * Drives the Bitcoin part of a multi-namespace session (WalletConnect). The session gives the
 * account's address; `getAccountAddresses` gives its payment and ordinal addresses with their
 * public keys (a read: wallets answer it without asking the visitor).
 */
export function walletConnectDriver(session: NamespaceSession): BitcoinWalletDriver {
  const chain = (): CaipNetworkId => {
    const first = session.chains()[0]
    if (!first) throw new InvalidWalletResponseError('session', 'no bip122 chain approved')
    return first
  }
  const addresses = async (
    account: string,
    purposes: readonly BitcoinPurpose[],
  ): Promise<BitcoinAccount[]> => {
    const answer = parse(
      'getAccountAddresses',
      accountAddressesSchema,
      await session.request(
        { method: 'getAccountAddresses', params: { account, intentions: [...purposes] } },
        chain(),
      ),
    )
    return answer.flatMap((entry): BitcoinAccount[] => {
      if (!entry.publicKey) return []
      const purpose =
        entry.intention === 'ordinal'
          ? 'ordinal'
          : entry.intention === 'payment'
            ? 'payment'
            : purposeOfAddress(entry.address)
      return [{ address: entry.address, purpose, publicKey: entry.publicKey.toLowerCase() }]
    })
  }
  const accountsOf = async (approved: readonly string[], purposes: readonly BitcoinPurpose[]) => {
    const [account] = approved
    if (!account) return []
    const found = await addresses(account, purposes)
    if (found.length === 0) throw new InvalidWalletResponseError('getAccountAddresses', [])
    return found
  }
  return {
    connect: async (purposes) => accountsOf(await session.connect(), purposes),
    authorizedAccounts: async () => accountsOf(await session.restore(), ['payment', 'ordinal']),
    disconnect: () => session.disconnect(),
    async signMessage({ account, message, protocol }) {
      const answer = await session.request(
        {
          method: 'signMessage',
          params: {
            account: account.address,
            address: account.address,
            message,
            protocol: protocol === 'bip137' ? 'ecdsa' : 'bip322',
          },
        },
        chain(),
      )
      return toBase64Signature(parse('signMessage', signMessageSchema, answer).signature)
    },
    async signPsbt({ psbt, account, signingIndexes }) {
      const answer = await session.request(
        {
          method: 'signPsbt',
          params: {
            account: account.address,
            psbt: base64.encode(psbt),
            signInputs: signingIndexes.map((index) => ({ address: account.address, index })),
            broadcast: false,
          },
        },
        chain(),
      )
      return base64.decode(parse('signPsbt', signPsbtSchema, answer).psbt)
    },
    onAccountsChanged: (listener) => session.on('accountsChanged', () => listener()),
  }
}
