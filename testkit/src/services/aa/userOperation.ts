import type { Address, Hex } from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { jsonRpc } from './jsonRpc.js'

/**
 * User operations (EntryPoint v0.7) through a bundler's standard JSON-RPC: the pieces the
 * SimpleAccount owner and a session key share. No Node APIs, so a page can use them too.
 */

/** Where a user operation goes: the EntryPoint and the chain (its hash covers both). */
export type UserOperationTarget = { entryPoint: Address; chainId: number }

/** The EntryPoint's `getNonce`, for a user operation's nonce. */
export const ENTRY_POINT_NONCE_ABI = [
  {
    type: 'function',
    name: 'getNonce',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'key', type: 'uint192' },
    ],
    outputs: [{ name: 'nonce', type: 'uint256' }],
  },
] as const

/**
 * A signature for estimation: 65 bytes (r, s, v), so SimpleAccount answers SIG_VALIDATION_FAILED
 * instead of reverting on the length (a bundler that simulates validation refuses a wrong length).
 */
export const DUMMY_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

/**
 * The bundler's gas estimate for a draft user operation (gas fields 0, a dummy signature of the
 * right shape), and the hash its signer signs once the estimate is in.
 */
export async function withGasEstimate(
  bundlerUrl: string,
  setup: UserOperationTarget,
  draft: UserOperation<'0.7'>,
): Promise<{ userOperation: UserOperation<'0.7'>; hash: Hex }> {
  const gas = await jsonRpc<Record<string, Hex>>(bundlerUrl, 'eth_estimateUserOperationGas', [
    toRpc(draft),
    setup.entryPoint,
  ])
  const userOperation: UserOperation<'0.7'> = {
    ...draft,
    callGasLimit: BigInt(gas.callGasLimit as Hex),
    verificationGasLimit: BigInt(gas.verificationGasLimit as Hex),
    preVerificationGas: BigInt(gas.preVerificationGas as Hex),
  }
  const hash = getUserOperationHash({
    chainId: setup.chainId,
    entryPointAddress: setup.entryPoint,
    entryPointVersion: '0.7',
    userOperation,
  })
  return { userOperation, hash }
}

/** A user operation in the bundler's JSON-RPC form (quantities as hex). */
export function toRpc(op: UserOperation<'0.7'>): Record<string, Hex | Address> {
  const hex = (value: bigint) => `0x${value.toString(16)}` as Hex
  return {
    sender: op.sender,
    nonce: hex(op.nonce),
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData ?? '0x' } : {}),
    callData: op.callData,
    callGasLimit: hex(op.callGasLimit),
    verificationGasLimit: hex(op.verificationGasLimit),
    preVerificationGas: hex(op.preVerificationGas),
    maxFeePerGas: hex(op.maxFeePerGas),
    maxPriorityFeePerGas: hex(op.maxPriorityFeePerGas),
    signature: op.signature,
  }
}
