// The Cosmos part of a multi-namespace session (WalletConnect) seen as a Keplr-style wallet, so
// connect, key changes, signing and transfers run the same code whichever way the wallet is
// reached. Every answer is parsed here; signatures are verified afterwards by the same code that
// verifies an injected wallet's.
import { fromBase64, fromBech32, toBase64 } from '@cosmjs/encoding'
import type { NamespaceSession } from '@portico/kernel'
import * as z from 'zod/mini'
import { InvalidWalletResponseError, UnsupportedNetworkError } from '../errors.js'
import { makeAdr36SignDoc } from '../message/verify.js'
import { type KeplrLike, parseAnswer, stdSignatureSchema } from './keplr.js'

const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/))

/** `cosmos_getAccounts`: the session's accounts with their algorithm and public key (base64). */
const accountsAnswer = z.array(
  z.looseObject({ algo: z.string(), address: z.string().check(z.maxLength(256)), pubkey: base64Text }),
)

/**
 * The sign answers: `cosmos_signDirect` gives the signed doc with its bytes in base64. Built on
 * first use: keplr.ts (which holds the signature schema) imports this module.
 */
const signAnswers = () => ({
  direct: z.object({
    signed: z.looseObject({
      chainId: z.string(),
      accountNumber: z.union([z.string(), z.number()]),
      authInfoBytes: base64Text,
      bodyBytes: base64Text,
    }),
    signature: stdSignatureSchema,
  }),
  amino: z.object({ signed: z.unknown(), signature: stdSignatureSchema }),
})

const decode = (method: string, value: string) => {
  try {
    return fromBase64(value)
  } catch {
    throw new InvalidWalletResponseError(method, value, { details: 'Not base64.' })
  }
}

/**
 * The Keplr-style view of a connector's Cosmos session. Chain `<id>` is the session's
 * `cosmos:<id>`.
 *
 * - `enable(chainId)`: opens the session (pairing, approval) unless it is live; the wallet must
 *   have approved the chain;
 * - `getKey(chainId)`: `cosmos_getAccounts`, the entry of the session's account;
 * - `signDirect` / `signAmino`: `cosmos_signDirect` / `cosmos_signAmino` with
 *   `{ signerAddress, signDoc }` (direct docs' bytes in base64);
 * - `signArbitrary`: ADR-036, the `sign/MsgSignData` doc through `cosmos_signAmino` (WalletConnect
 *   has no message method; wallets sign ADR-036 docs this way);
 * - `disable()`: leaves the session's Cosmos part.
 */
export function sessionKeplr(session: NamespaceSession): KeplrLike {
  const answers = signAnswers()
  const chainOf = (chainId: string) => {
    const chain = `cosmos:${chainId}` as const
    if (!session.chains().includes(chain)) throw new UnsupportedNetworkError(chain)
    return chain
  }
  const request = (method: string, chainId: string, params: unknown) =>
    session.request({ method, params }, chainOf(chainId))
  const signAmino = async (chainId: string, signer: string, signDoc: unknown) =>
    parseAnswer(
      'cosmos_signAmino',
      answers.amino,
      await request('cosmos_signAmino', chainId, { signerAddress: signer, signDoc }),
    )

  return {
    async enable(chainIds) {
      await session.connect()
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds) chainOf(chainId)
    },
    async getKey(chainId) {
      const answer = parseAnswer(
        'cosmos_getAccounts',
        accountsAnswer,
        await request('cosmos_getAccounts', chainId, {}),
      )
      const approved = session.accounts()
      const account = answer.find((entry) => approved.includes(entry.address))
      if (!account)
        throw new InvalidWalletResponseError('cosmos_getAccounts', answer, {
          details: 'None of the accounts is the one the session approved.',
        })
      let address: Uint8Array
      try {
        address = fromBech32(account.address, 256).data
      } catch {
        throw new InvalidWalletResponseError('cosmos_getAccounts', account.address, {
          details: 'The address is not bech32.',
        })
      }
      return {
        algo: account.algo,
        pubKey: decode('cosmos_getAccounts', account.pubkey),
        address,
        bech32Address: account.address,
      }
    },
    async signDirect(chainId, signer, signDoc) {
      const answer = parseAnswer(
        'cosmos_signDirect',
        answers.direct,
        await request('cosmos_signDirect', chainId, {
          signerAddress: signer,
          signDoc: {
            chainId: signDoc.chainId,
            accountNumber: signDoc.accountNumber.toString(),
            authInfoBytes: toBase64(signDoc.authInfoBytes),
            bodyBytes: toBase64(signDoc.bodyBytes),
          },
        }),
      )
      const { signed, signature } = answer
      return {
        signed: {
          chainId: signed.chainId,
          accountNumber: String(signed.accountNumber),
          authInfoBytes: decode('cosmos_signDirect', signed.authInfoBytes),
          bodyBytes: decode('cosmos_signDirect', signed.bodyBytes),
        },
        signature,
      }
    },
    signAmino,
    async signArbitrary(chainId, signer, data) {
      return (await signAmino(chainId, signer, makeAdr36SignDoc(signer, data))).signature
    },
    disable: () => session.disconnect(),
  }
}
