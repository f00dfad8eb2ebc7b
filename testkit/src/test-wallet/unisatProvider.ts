import { base64, hex } from '@scure/base'
import type { BitcoinTestWallet } from './bitcoinWallet.js'

type Listener = (...args: unknown[]) => void

/**
 * The legacy injected Bitcoin provider shape (UniSat's `window.unisat`, which OKX, Bitget and
 * others copy), over a Bitcoin test wallet: its payment account, its approve / reject prompt and
 * its real signatures (BIP-322 messages, PSBT inputs). Hex PSBTs and base64 signatures, as UniSat
 * speaks them. Test keys only.
 *
 * @example
 * window.unisat = createUnisatTestProvider(createBitcoinTestWallet({ keys, params, chain: 'bitcoin:regtest' }))
 */
export function createUnisatTestProvider(backing: BitcoinTestWallet) {
  const features = backing.wallet.features
  const payment = () => {
    const account = backing.wallet.accounts[0]
    if (!account) throw new Error('Not connected: call requestAccounts first.')
    return account
  }
  const listeners = new Set<Listener>()
  features['standard:events'].on('change', ({ accounts }) => {
    const addresses = accounts.slice(0, 1).map((account) => account.address)
    for (const listener of [...listeners]) listener(addresses)
  })
  return {
    async requestAccounts(): Promise<string[]> {
      const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
      return accounts.map((account) => account.address)
    },
    async getAccounts(): Promise<string[]> {
      return backing.wallet.accounts.slice(0, 1).map((account) => account.address)
    },
    async getPublicKey(): Promise<string> {
      return hex.encode(payment().publicKey)
    },
    async signMessage(message: string, type: 'ecdsa' | 'bip322-simple' = 'ecdsa'): Promise<string> {
      // The test wallet signs BIP-322 only; asked for ECDSA it refuses, as a wallet without it would.
      if (type !== 'bip322-simple') throw new Error('This test provider signs with bip322-simple only.')
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account: payment(),
        message: new TextEncoder().encode(message),
      })
      return base64.encode(output!.signature)
    },
    async signPsbt(psbtHex: string, options: { toSignInputs?: { index: number }[] } = {}): Promise<string> {
      const [output] = await features['bitcoin:signTransaction'].signTransaction({
        psbt: hex.decode(psbtHex.toLowerCase()),
        inputsToSign: [
          { account: payment(), signingIndexes: (options.toSignInputs ?? []).map((input) => input.index) },
        ],
      })
      return hex.encode(output!.signedPsbt)
    },
    async disconnect(): Promise<void> {
      await features['bitcoin:disconnect'].disconnect()
    },
    on(event: string, listener: Listener) {
      if (event === 'accountsChanged') listeners.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      if (event === 'accountsChanged') listeners.delete(listener)
    },
  }
}

export type UnisatTestProvider = ReturnType<typeof createUnisatTestProvider>
