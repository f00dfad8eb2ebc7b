import type { BitcoinAccount, BitcoinPurpose } from '../types.js'

/**
 * What Portico needs of a Bitcoin wallet, whatever protocol it speaks (Wallet Standard, the
 * injected UniSat-style provider). Each answer is validated by the driver.
 */
export type BitcoinWalletDriver = {
  /** Asks for the accounts of these purposes (prompts the visitor). */
  connect(purposes: readonly BitcoinPurpose[]): Promise<BitcoinAccount[]>
  /** The accounts the wallet already grants this page, without a prompt; [] when none. */
  authorizedAccounts(): Promise<BitcoinAccount[]>
  disconnect(): Promise<void>
  /** A base64 signature (BIP-322 simple or BIP-137; the plugin verifies it). */
  signMessage(parameters: {
    account: BitcoinAccount
    message: string
    protocol?: 'bip322' | 'bip137' | undefined
  }): Promise<string>
  /** Signs the inputs at `signingIndexes` of a PSBT; answers the signed PSBT. */
  signPsbt(parameters: {
    psbt: Uint8Array
    account: BitcoinAccount
    signingIndexes: number[]
    walletChain: string
  }): Promise<Uint8Array>
  /** Calls `listener` when the wallet's accounts change; answers the unsubscribe function. */
  onAccountsChanged(listener: () => void): () => void
}
