import { ed25519 } from '@noble/curves/ed25519'
import type { Connector } from '@portico/kernel'
import { PorticoError } from '@portico/kernel'
import { errorSigningMessage } from '@portico/kernel/flow-messages'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import bs58 from 'bs58'
import { getWallet, requireFeature } from '../wallet.js'
import { findWalletAccount } from './accounts.js'

type SignMessageFeature = SolanaSignMessageFeature['solana:signMessage']

/** A signature that does not verify with the account's public key, or an answer of the wrong shape. */
export class InvalidSolanaSignatureError extends PorticoError {
  override name = 'InvalidSolanaSignatureError' as const
  constructor(details: string) {
    super(errorSigningMessage, { details })
  }
}

const contains = (haystack: Uint8Array, needle: Uint8Array) => {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let index = 0; index < needle.length; index++)
      if (haystack[start + index] !== needle[index]) continue outer
    return true
  }
  return needle.length === 0
}

/**
 * Signs bytes with `solana:signMessage` and checks the answer before returning it: the signed
 * bytes must contain the message, and the ed25519 signature must verify with the account's
 * public key. Answers the signature in base58.
 *
 * @throws {InvalidSolanaSignatureError} 'Error signing message' when the check fails.
 */
export async function signMessageBytes({
  connector,
  address,
  message,
}: {
  connector: Connector
  address: string
  message: Uint8Array
}): Promise<string> {
  const wallet = getWallet(connector)
  const feature = requireFeature<SignMessageFeature>(wallet, 'solana:signMessage')
  const account = findWalletAccount(wallet.accounts, address)
  if (!account) throw new InvalidSolanaSignatureError(`${wallet.name} has no account ${address}.`)
  const answers = await feature.signMessage({ account, message })
  const answer = Array.isArray(answers) ? answers[0] : undefined
  const { signature, signedMessage } = (answer ?? {}) as { signature?: unknown; signedMessage?: unknown }
  if (!(signature instanceof Uint8Array) || !(signedMessage instanceof Uint8Array))
    throw new InvalidSolanaSignatureError('The wallet did not answer with a signature.')
  if (!contains(signedMessage, message))
    throw new InvalidSolanaSignatureError('The wallet signed other bytes.')
  let valid = false
  try {
    valid = signature.length === 64 && ed25519.verify(signature, signedMessage, bs58.decode(address))
  } catch {
    valid = false
  }
  if (!valid) throw new InvalidSolanaSignatureError('The signature does not verify with the public key.')
  return bs58.encode(signature)
}

export const signMessage = ({
  connector,
  address,
  message,
}: {
  connector: Connector
  address: string
  message: string
}) => signMessageBytes({ connector, address, message: new TextEncoder().encode(message) })
