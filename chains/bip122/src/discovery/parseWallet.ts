import type { Connector, Logger } from '@portico/kernel'
import * as z from 'zod/mini'
import { BITCOIN_CONNECT } from '../wallets/standardFeatures.js'

const walletSchema = z.looseObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/)),
  chains: z.array(z.string()),
  features: z.record(z.string(), z.unknown()),
  accounts: z.array(z.unknown()),
})

/** Connector id of a Wallet Standard Bitcoin wallet (its name is its identity in the standard). */
export const walletStandardConnectorId = (name: string) => `wallet-standard:${name}`

/**
 * A Wallet Standard wallet as a bip122 connector, or undefined when it is not a Bitcoin wallet
 * (no `bitcoin:` chain or no `bitcoin:connect`) or is malformed (then with a warning).
 */
export function toWalletStandardConnector(
  wallet: unknown,
  log?: Pick<Logger, 'warn'>,
): Connector | undefined {
  const parsed = walletSchema.safeParse(wallet)
  if (!parsed.success) {
    log?.warn('Ignored a malformed Wallet Standard wallet', parsed.error.issues[0]?.message)
    return undefined
  }
  const { name, icon, chains, features } = parsed.data
  if (!chains.some((chain) => chain.startsWith('bitcoin:')) || !(BITCOIN_CONNECT in features))
    return undefined
  return {
    id: walletStandardConnectorId(name),
    type: 'ANNOUNCED',
    name,
    chain: 'bip122',
    imageUrl: icon,
    provider: wallet,
  }
}
