import { hexToU8a, isHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Connector } from '@portico/kernel'
import { ExtensionFeatureMissingError, extensionRefusal, InvalidSignatureError } from '../errors.js'
import { parseAnswer, signerResultSchema } from '../injected.js'
import type { PolkadotRuntime } from '../runtime.js'
import { enable } from './context.js'

/** The bytes a message stands for: 0x hex as bytes, any other text as UTF-8. */
export function messageBytes(message: string): Uint8Array {
  return isHex(message) ? hexToU8a(message) : stringToU8a(message)
}

/**
 * Asks the extension to sign `message` with `address` (`signRaw`, type `bytes`: the extension
 * signs the message wrapped in `<Bytes>…</Bytes>`), then checks the signature against the wrapped
 * message and the account before returning it (0x hex, with its scheme byte when the extension
 * gives one).
 */
export async function signMessage(
  runtime: PolkadotRuntime,
  { connector, address, message }: { connector: Connector; address: string; message: string },
): Promise<string> {
  const injected = await enable(runtime, connector)
  const signRaw = injected.signer?.signRaw
  if (!signRaw) throw new ExtensionFeatureMissingError('sign messages')
  const bytes = messageBytes(message)
  let answer: unknown
  try {
    answer = await signRaw.call(injected.signer, { address, data: u8aToHex(bytes), type: 'bytes' })
  } catch (error) {
    throw extensionRefusal(error)
  }
  const { signature } = parseAnswer('signRaw', signerResultSchema, answer)
  await cryptoWaitReady()
  if (!signatureVerify(u8aWrapBytes(bytes), signature, address).isValid)
    throw new InvalidSignatureError(address)
  return signature
}
