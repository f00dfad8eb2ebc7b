import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRequestError } from './logins.js'
import { SIWX_ACCOUNT_PLACEHOLDER, type SiwxMessageWire } from './protocol.js'

export { SIWX_ACCOUNT_PLACEHOLDER, type SiwxMessageWire }

/** What the frame answers beside the user: the final text, its signature and the fixed-up fields. */
export type SiwxSignature = { message: string; signature: string; siwxMessage: SiwxMessageWire }

/**
 * One-step sign-in (API-FACTS 7.1): the login itself signs the app's message. The placeholder
 * becomes the account's address, then the user's key signs the text: EIP-191 for eip155, ed25519
 * (base58) for Solana. The visitor consented by logging in, so no approval view shows.
 */
export function signSiwxMessage(
  wire: SiwxMessageWire,
  keys: { address: string; privateKey: Hex; solana: { address: string; seedHex: string } },
): Promise<SiwxSignature> | SiwxSignature {
  // Only the app's text with the placeholder: a text naming some account already is not signed.
  if (!wire.serializedMessage?.includes(SIWX_ACCOUNT_PLACEHOLDER))
    throw new FrameRequestError('The sign-in message has no account placeholder')
  const solana = wire.chainId.startsWith('solana:')
  if (!solana && !wire.chainId.startsWith('eip155:'))
    throw new FrameRequestError(`Unsupported chain namespace: ${wire.chainId.split(':')[0]}`)
  const address = solana ? keys.solana.address : keys.address
  const message = wire.serializedMessage.replaceAll(SIWX_ACCOUNT_PLACEHOLDER, address)
  const siwxMessage = { ...wire, accountAddress: address, serializedMessage: message }
  if (solana) {
    const signature = ed25519.sign(new TextEncoder().encode(message), Buffer.from(keys.solana.seedHex, 'hex'))
    return { message, signature: bs58.encode(signature), siwxMessage }
  }
  return privateKeyToAccount(keys.privateKey)
    .signMessage({ message })
    .then((signature) => ({ message, signature, siwxMessage }))
}
