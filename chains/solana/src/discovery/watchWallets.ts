// Wallet Standard discovery, loaded after start: wallets register on the standard's events, and
// those that loaded first register again when this module announces the app is ready.
import type { Connector, Logger } from '@portico/kernel'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'

const featureWith = (method: string) =>
  z.custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>)[method] === 'function',
  )

/**
 * A wallet Portico offers for Solana: some `solana:*` chain and a `standard:connect` feature. Built
 * when the first wallet registers, not when discovery starts (most pages have none).
 */
const solanaWalletSchema = () =>
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(200)),
    icon: z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i)),
    chains: z
      .array(z.string())
      .check(z.refine((chains) => chains.some((chain) => chain.startsWith('solana:')))),
    features: z.looseObject({ 'standard:connect': featureWith('connect') }),
    accounts: z.array(z.unknown()),
  })

/** The connector id of a Wallet Standard wallet (names are unique per page by the standard's convention). */
export const connectorIdOf = (wallet: Pick<Wallet, 'name'>) => `wallet-standard:${wallet.name}`

/**
 * The connector of a Solana wallet, or undefined for a wallet without Solana chains or
 * `standard:connect` (logged when it does not even have the standard's shape).
 */
export function toSolanaConnector(
  wallet: Wallet,
  log?: Pick<Logger, 'warn' | 'debug'>,
  schema: ReturnType<typeof solanaWalletSchema> = solanaWalletSchema(),
): Connector | undefined {
  const parsed = schema.safeParse(wallet)
  if (!parsed.success) {
    log?.debug('Ignored a Wallet Standard wallet that does not serve Solana', {
      name: typeof wallet?.name === 'string' ? wallet.name : undefined,
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    })
    return undefined
  }
  return {
    id: connectorIdOf(wallet),
    type: 'ANNOUNCED',
    name: wallet.name,
    imageUrl: wallet.icon,
    chain: 'solana',
    chains: ['solana'],
    provider: wallet,
  }
}

/**
 * Watches the page's Wallet Standard registry: each Solana wallet becomes its own connector as it
 * registers, and leaves when it unregisters. Answers the function that stops watching.
 */
export function watchWallets({
  onConnector,
  onRemove,
  log,
}: {
  onConnector: (connector: Connector) => void
  onRemove: (connectorId: string) => void
  log?: Pick<Logger, 'warn' | 'debug'>
}): () => void {
  const { get, on } = getWallets()
  let schema: ReturnType<typeof solanaWalletSchema> | undefined
  const add = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      schema ??= solanaWalletSchema()
      const connector = toSolanaConnector(wallet, log, schema)
      if (connector) onConnector(connector)
    }
  }
  add(...get())
  const offRegister = on('register', add)
  const offUnregister = on('unregister', (...wallets) => {
    for (const wallet of wallets) onRemove(connectorIdOf(wallet))
  })
  return () => {
    offRegister()
    offUnregister()
  }
}
