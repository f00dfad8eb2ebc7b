import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  decodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  pad,
  size,
  sliceHex,
} from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { type PrivateKeyAccount, publicKeyToAddress } from 'viem/accounts'
import { jsonRpc } from '../jsonRpc.js'
import type { AccountCall } from '../simpleAccount.js'
import {
  DUMMY_SIGNATURE,
  ENTRY_POINT_NONCE_ABI,
  toRpc,
  type UserOperationTarget,
  withGasEstimate,
} from '../userOperation.js'
import artifact from './artifact.json' with { type: 'json' }

/** Portico's session-key account (PorticoSessionAccount.sol), compiled into `artifact.json`. */
export const sessionAccountAbi = artifact.abi as Abi

/** A native-token allowance per period for some keys (what `grantSession` registers). */
export type SessionGrant = {
  keys: readonly Address[]
  /** Wei per period. */
  allowance: bigint
  /** Unix seconds. */
  start: number
  /** Seconds. */
  period: number
  /** Unix seconds; 0 for none. */
  expiry: number
}

/**
 * The owner's call that grants a session: the account upgrades itself to the session account
 * implementation and registers the keys in the same call (an account already upgraded is upgraded
 * again to the same implementation, which changes nothing).
 */
export function grantSessionCall(
  account: Address,
  implementation: Address,
  grant: SessionGrant,
): AccountCall {
  const register = encodeFunctionData({
    abi: sessionAccountAbi,
    functionName: 'grantSession',
    args: [grant.keys, grant.allowance, grant.start, grant.period, grant.expiry],
  })
  return {
    to: account,
    data: encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'upgradeToAndCall',
      args: [implementation, register],
    }),
  }
}

/** The owner's call that removes session `grant`'s keys. */
export const revokeSessionCall = (account: Address, grant: bigint): AccountCall => ({
  to: account,
  data: encodeFunctionData({ abi: sessionAccountAbi, functionName: 'revokeSession', args: [grant] }),
})

/**
 * The permission context the wallet hands out for a session: the account (20 bytes) and the grant
 * number (8 bytes). `wallet_revokePermissions` takes it back.
 */
export const sessionContext = (account: Address, grant: bigint): Hex =>
  concat([account, pad(numberToHex(grant), { size: 8 })])

export function parseSessionContext(context: Hex): { account: Address; grant: bigint } | undefined {
  if (!/^0x[0-9a-fA-F]{56}$/.test(context)) return undefined
  return { account: sliceHex(context, 0, 20), grant: BigInt(sliceHex(context, 20, 28)) }
}

/** The address of a secp256k1 public key (65 bytes uncompressed, or 64 without the 0x04 prefix). */
export function sessionKeyAddress(publicKey: Hex): Address | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(publicKey)) return undefined
  if (size(publicKey) === 65 && publicKey.slice(2, 4) === '04') return publicKeyToAddress(publicKey)
  if (size(publicKey) === 64) return publicKeyToAddress(`0x04${publicKey.slice(2)}`)
  return undefined
}

const SESSION_SIGNATURE = '0x01'

/** What a session key's sender talks to: the chain's node, the bundler for the chain, its EntryPoint. */
export type SessionKeySetup = UserOperationTarget & { rpcUrl: string; bundlerUrl: string }

/** The part of a bundler's `eth_getUserOperationReceipt` answer the sender reads. */
export type UserOperationReceipt = { success: boolean; reason?: string; receipt: { transactionHash: Hex } }

/**
 * A session key's side: user operations from `account` that send the native token, signed by the
 * key for the current period of its session, estimated and sent through a bundler's standard RPC
 * (no Node APIs: the playground's page uses it as the app holding the key).
 */
export function sessionKeySender(setup: SessionKeySetup, key: PrivateKeyAccount) {
  const client = createPublicClient({ transport: http(setup.rpcUrl) })

  /** The period the chain's latest block is in, for the key's session on `account`. */
  async function periodIndex(account: Address): Promise<number> {
    const session = (await client.readContract({
      address: account,
      abi: sessionAccountAbi,
      functionName: 'sessions',
      args: [key.address],
    })) as readonly [bigint, number, number, number, bigint]
    const [, start, period, , grant] = session
    if (grant === 0n) throw new Error('This key has no session on the account')
    const { timestamp } = await client.getBlock()
    return Math.max(0, Math.floor((Number(timestamp) - start) / period))
  }

  const signatureFor = (index: number, ecdsa: Hex) =>
    concat([SESSION_SIGNATURE, key.address, pad(numberToHex(index), { size: 6 }), ecdsa])

  return {
    periodIndex,
    /** A signed user operation sending `value` wei to `to` from `account`. */
    async prepare(account: Address, to: Address, value: bigint): Promise<UserOperation<'0.7'>> {
      const index = await periodIndex(account).catch(() => 0)
      const nonce = await client.readContract({
        address: setup.entryPoint,
        abi: ENTRY_POINT_NONCE_ABI,
        functionName: 'getNonce',
        args: [account, 0n],
      })
      const fees = await client.estimateFeesPerGas()
      const draft: UserOperation<'0.7'> = {
        sender: account,
        nonce,
        callData: encodeFunctionData({
          abi: sessionAccountAbi,
          functionName: 'execute',
          args: [to, value, '0x'],
        }),
        callGasLimit: 0n,
        verificationGasLimit: 0n,
        preVerificationGas: 0n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        signature: signatureFor(index, DUMMY_SIGNATURE),
      }
      const { userOperation, hash } = await withGasEstimate(setup.bundlerUrl, setup, draft)
      return {
        ...userOperation,
        signature: signatureFor(index, await key.signMessage({ message: { raw: hash } })),
      }
    },
    /** Sends `value` wei to `to` from `account` through the bundler; resolves with the user operation hash. */
    async send(account: Address, to: Address, value: bigint): Promise<Hex> {
      try {
        const op = await this.prepare(account, to, value)
        return await jsonRpc<Hex>(setup.bundlerUrl, 'eth_sendUserOperation', [toRpc(op), setup.entryPoint])
      } catch (error) {
        throw new Error(readableRefusal(error), { cause: error })
      }
    },
    /** The bundler's receipt of user operation `hash` once it is mined (polled every `intervalMs`). */
    async waitForReceipt(
      hash: Hex,
      { timeoutMs = 60_000, intervalMs = 250 } = {},
    ): Promise<UserOperationReceipt> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const receipt = await jsonRpc<UserOperationReceipt | null>(
          setup.bundlerUrl,
          'eth_getUserOperationReceipt',
          [hash],
        )
        if (receipt) return receipt
        if (Date.now() > deadline)
          throw new Error(`User operation ${hash} was not mined in ${timeoutMs / 1000} s`)
        await new Promise((resolve) => setTimeout(resolve, intervalMs))
      }
    },
  }
}

/**
 * A bundler's refusal in plain words: the account's own `Error(string)` reason (inside the
 * EntryPoint's `FailedOpWithRevert`, which some bundlers give as hex) is decoded and appended.
 */
export function readableRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const reasons: string[] = []
  for (const match of message.matchAll(/0x08c379a0([0-9a-fA-F]+)/g)) {
    try {
      const [reason] = decodeAbiParameters([{ type: 'string' }], `0x${match[1]}`)
      reasons.push(reason)
    } catch {
      // not a whole Error(string): leave it as it is
    }
  }
  const known = reasons.filter((reason) => !message.includes(reason))
  return known.length ? `${message} (${known.join('; ')})` : message
}
