// A multi-namespace session (WalletConnect) seen as a Wallet Standard wallet, so every Solana
// action (connect, events, sign, send) runs the same code whichever way the wallet is reached.
// The wallet's answers are external input: each is checked here before it goes on.
import type { Connector, NamespaceSession } from '@portico/kernel'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import * as z from 'zod/mini'
import { InvalidWalletAnswerError } from '../errors.js'
import { fromBase64, toBase64 } from '../units.js'

// WalletConnect's Solana RPC: signatures in base58, transactions in base64.
const base58Signature = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,90}$/))
const signatureAnswer = z.object({ signature: base58Signature })
const signTransactionAnswer = z.object({
  transaction: z.optional(z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))),
})

type Input = { account: WalletAccount; chain?: string; transaction?: Uint8Array; options?: unknown }

function parse<T>(method: string, schema: z.ZodMiniType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletAnswerError(method, 'the answer does not have the RPC shape')
  return parsed.data
}

function signatureBytes(method: string, signature: string): Uint8Array {
  const bytes = bs58.decode(signature)
  if (bytes.length !== 64) throw new InvalidWalletAnswerError(method, 'the signature is not 64 bytes')
  return bytes
}

/**
 * The Wallet Standard wallet of a connector's Solana session: `standard:connect` (silent = the
 * stored session), `standard:disconnect`, `standard:events` (account changes), and the
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` features for
 * the methods the wallet approved, sent as `solana_signMessage`, `solana_signTransaction` and
 * `solana_signAndSendTransaction`. Built on demand; it keeps no state of its own.
 */
export function sessionWallet(
  connector: Pick<Connector, 'name' | 'imageUrl'>,
  session: NamespaceSession,
): Wallet {
  const accountOf = (address: string): WalletAccount => ({
    address,
    publicKey: bs58.decode(address),
    chains: session.chains() as `${string}:${string}`[],
    features: [],
  })
  const chainOf = (input: { chain?: string }) =>
    (input.chain && session.chains().includes(input.chain as never) ? input.chain : session.chains()[0]) as
      | `${string}:${string}`
      | undefined
  const call = (method: string, params: unknown, input: { chain?: string }) => {
    const chain = chainOf(input)
    if (!chain) throw new InvalidWalletAnswerError(method, 'the session has no Solana chain')
    return session.request({ method, params }, chain)
  }
  const approved = (method: string) => session.methods().includes(method)

  const features: Record<string, object> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => ({
        accounts: (input?.silent ? await session.restore() : await session.connect()).map(accountOf),
      }),
    },
    'standard:disconnect': { version: '1.0.0', disconnect: () => session.disconnect() },
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: (properties: { accounts: WalletAccount[] }) => void) =>
        event === 'change'
          ? session.on('accountsChanged', (addresses) => listener({ accounts: addresses.map(accountOf) }))
          : () => {},
    },
  }
  if (approved('solana_signMessage'))
    features['solana:signMessage'] = {
      version: '1.0.0',
      signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
        const answers = []
        for (const { account, message } of inputs) {
          const answer = await call(
            'solana_signMessage',
            { message: bs58.encode(message), pubkey: account.address },
            {},
          )
          const { signature } = parse('solana_signMessage', signatureAnswer, answer)
          answers.push({ signedMessage: message, signature: signatureBytes('solana_signMessage', signature) })
        }
        return answers
      },
    }
  if (approved('solana_signTransaction'))
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: Input[]) => {
        const answers = []
        for (const input of inputs) {
          const transaction = input.transaction ?? new Uint8Array()
          const answer = parse(
            'solana_signTransaction',
            signTransactionAnswer,
            await call('solana_signTransaction', { transaction: toBase64(transaction) }, input),
          )
          // Portico sends the signed bytes itself, so an answer with only a signature is not enough.
          if (!answer.transaction)
            throw new InvalidWalletAnswerError(
              'solana_signTransaction',
              'no signed transaction in the answer',
            )
          answers.push({ signedTransaction: fromBase64(answer.transaction) })
        }
        return answers
      },
    }
  if (approved('solana_signAndSendTransaction'))
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: Input[]) => {
        const answers = []
        for (const input of inputs) {
          const answer = await call(
            'solana_signAndSendTransaction',
            {
              transaction: toBase64(input.transaction ?? new Uint8Array()),
              sendOptions: input.options ?? {},
            },
            input,
          )
          const { signature } = parse('solana_signAndSendTransaction', signatureAnswer, answer)
          answers.push({ signature: signatureBytes('solana_signAndSendTransaction', signature) })
        }
        return answers
      },
    }

  return {
    version: '1.0.0',
    name: connector.name,
    icon: (connector.imageUrl ?? 'data:image/svg+xml,') as Wallet['icon'],
    get chains() {
      return session.chains() as `${string}:${string}`[]
    },
    get accounts() {
      return session.accounts().map(accountOf)
    },
    features: features as Wallet['features'],
  }
}
