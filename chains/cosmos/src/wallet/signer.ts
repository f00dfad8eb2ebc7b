// CosmJS signers over the Keplr interface. Portico builds its own instead of taking the wallet's
// `getOfflineSigner()` object, so every answer goes through one parser and is verified.
import {
  type AminoSignResponse,
  type OfflineAminoSigner,
  type StdSignDoc,
  serializeSignDoc,
} from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import { type DirectSignResponse, makeSignBytes, type OfflineDirectSigner } from '@cosmjs/proto-signing'
import { InvalidWalletResponseError, WalletNotFoundError } from '../errors.js'
import { verifyStdSignature } from '../message/verify.js'
import type { GrantedKey } from '../runtime.js'
import {
  aminoSignResponseSchema,
  callWallet,
  directSignResponseSchema,
  type KeplrLike,
  parseAnswer,
  toBigInt,
} from './keplr.js'

type SignDoc = Parameters<typeof makeSignBytes>[0]

/** Portico picks the fee from simulation and writes no memo: the wallet must not change them. */
const SIGN_OPTIONS = { preferNoSetFee: true, preferNoSetMemo: true } as const

const accountOf = (key: GrantedKey) => [
  { address: key.address, algo: 'secp256k1' as const, pubkey: key.pubKey },
]

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * A direct (protobuf) signer: `signDirect` through the wallet; the answer must keep the body,
 * chain and account number it was given, and its signature must verify with the granted key
 * over the bytes the wallet says it signed.
 */
export function directSigner(wallet: KeplrLike, key: GrantedKey, prefix: string): OfflineDirectSigner {
  return {
    getAccounts: async () => accountOf(key),
    async signDirect(signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse> {
      if (typeof wallet.signDirect !== 'function') throw new WalletNotFoundError('signDirect')
      const answer = await callWallet('signDirect', () =>
        wallet.signDirect!(key.chainId, signerAddress, { ...signDoc }, SIGN_OPTIONS),
      )
      const { signed, signature } = parseAnswer('signDirect', directSignResponseSchema, answer)
      const accountNumber = toBigInt(signed.accountNumber)
      if (
        signed.chainId !== signDoc.chainId ||
        accountNumber !== signDoc.accountNumber ||
        !sameBytes(signed.bodyBytes, signDoc.bodyBytes)
      )
        throw new InvalidWalletResponseError('signDirect', signed.chainId, {
          details: 'The wallet signed another transaction body, chain or account than the one asked for.',
        })
      const doc: SignDoc = {
        bodyBytes: signed.bodyBytes,
        authInfoBytes: signed.authInfoBytes,
        chainId: signed.chainId,
        accountNumber,
      }
      verifyStdSignature({ signer: signerAddress, prefix, signature, signBytes: makeSignBytes(doc) })
      return { signed: doc, signature }
    },
  }
}

/**
 * An amino (legacy JSON) signer: `signAmino` through the wallet; the answer must keep the
 * messages, chain, account number and sequence, and its signature must verify.
 */
export function aminoSigner(wallet: KeplrLike, key: GrantedKey, prefix: string): OfflineAminoSigner {
  return {
    getAccounts: async () => accountOf(key),
    async signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
      if (typeof wallet.signAmino !== 'function') throw new WalletNotFoundError('signAmino')
      const answer = await callWallet('signAmino', () =>
        wallet.signAmino!(key.chainId, signerAddress, signDoc, SIGN_OPTIONS),
      )
      const { signed, signature } = parseAnswer('signAmino', aminoSignResponseSchema, answer)
      const doc = signed as StdSignDoc
      if (
        doc.chain_id !== signDoc.chain_id ||
        doc.account_number !== signDoc.account_number ||
        doc.sequence !== signDoc.sequence ||
        JSON.stringify(doc.msgs) !== JSON.stringify(signDoc.msgs)
      )
        throw new InvalidWalletResponseError('signAmino', doc.chain_id, {
          details: 'The wallet signed other messages, chain, account or sequence than the ones asked for.',
        })
      verifyStdSignature({ signer: signerAddress, prefix, signature, signBytes: serializeSignDoc(doc) })
      // The pubkey is what the node checks against the account: it must be the granted key's.
      if (!sameBytes(fromBase64(signature.pub_key.value), key.pubKey))
        throw new InvalidWalletResponseError('signAmino', signature.pub_key.value, {
          details: 'Another key signed.',
        })
      return { signed: doc, signature }
    },
  }
}
