import type { Account } from '@portico/kernel'
import { parseSolanaAddress } from '../address.js'
import { InvalidWalletAnswerError } from '../errors.js'
import { isSolanaChain, type WalletAccount } from '../wallet.js'

/**
 * The Solana accounts of a wallet answer, as kernel accounts. Each must carry a valid address
 * whose bytes are its public key; an account of another namespace is left out.
 *
 * @throws {InvalidWalletAnswerError} for an account of the wrong shape.
 */
export function toSolanaAccounts(feature: string, accounts: unknown): Account[] {
  if (!Array.isArray(accounts)) throw new InvalidWalletAnswerError(feature, 'accounts is not a list')
  return (accounts as WalletAccount[])
    .filter(
      (account) =>
        !Array.isArray(account?.chains) || account.chains.length === 0 || account.chains.some(isSolanaChain),
    )
    .map((account) => {
      checkAccountKey(feature, account)
      return { namespace: 'solana', address: account.address, type: 'eoa', publicKey: account.address }
    })
}

function checkAccountKey(feature: string, account: WalletAccount): void {
  let bytes: Uint8Array
  try {
    bytes = parseSolanaAddress(account?.address)
  } catch {
    throw new InvalidWalletAnswerError(
      feature,
      `account address ${String(account?.address).slice(0, 60)} is not a Solana address`,
    )
  }
  const key = account.publicKey
  if (!(key instanceof Uint8Array) || key.length !== 32 || key.some((byte, index) => byte !== bytes[index]))
    throw new InvalidWalletAnswerError(
      feature,
      `the public key of ${account.address} does not match its address`,
    )
}

/** The wallet account behind a connected address. */
export function findWalletAccount(
  accounts: readonly WalletAccount[],
  address: string,
): WalletAccount | undefined {
  return accounts.find((account) => account.address === address)
}
