import { type Address, createPublicClient, encodeFunctionData, type Hex, http, type PublicClient } from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { simpleAccountArtifact, simpleAccountFactoryArtifact } from './contracts.js'
import { jsonRpc } from './jsonRpc.js'

/** One call of a smart-account transaction (wallet_sendCalls item or eth_sendTransaction). */
export type AccountCall = { to: Address; value?: bigint; data?: Hex }

export type SimpleAccountSetup = { rpcUrl: string; entryPoint: Address; factory: Address; chainId: number }

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

/** The owner's SimpleAccount address (salt 0): the same before and after its deployment. */
export async function simpleAccountAddress(client: PublicClient, factory: Address, owner: Address) {
  return (await client.readContract({
    address: factory,
    abi: simpleAccountFactoryArtifact.abi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })) as Address
}

/** SimpleAccount's `execute` for one call, `executeBatch` for several. */
export function encodeCalls(calls: readonly AccountCall[]): Hex {
  if (calls.length === 1) {
    const [call] = calls as [AccountCall]
    return encodeFunctionData({
      abi: simpleAccountArtifact.abi,
      functionName: 'execute',
      args: [call.to, call.value ?? 0n, call.data ?? '0x'],
    })
  }
  return encodeFunctionData({
    abi: simpleAccountArtifact.abi,
    functionName: 'executeBatch',
    args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
  })
}

/**
 * The owner's smart account on one chain: its counterfactual address, whether it is deployed, and
 * user operations for calls, estimated by the bundler and signed by the owner (SimpleAccount v0.7
 * checks an EIP-191 signature of the user operation hash).
 */
export function simpleAccount(setup: SimpleAccountSetup, owner: PrivateKeyAccount) {
  const client = createPublicClient({ transport: http(setup.rpcUrl) })
  let address: Address | undefined
  const addressOf = async () => (address ??= await simpleAccountAddress(client, setup.factory, owner.address))
  return {
    address: addressOf,
    async isDeployed() {
      const code = await client.getCode({ address: await addressOf() })
      return Boolean(code && code !== '0x')
    },
    /** A signed user operation for `calls`; the factory deploys the account with the first one. */
    async prepare(calls: readonly AccountCall[], bundlerUrl: string): Promise<UserOperation<'0.7'>> {
      const sender = await addressOf()
      const deployed = await this.isDeployed()
      const nonce = await client.readContract({
        address: setup.entryPoint,
        abi: ENTRY_POINT_NONCE_ABI,
        functionName: 'getNonce',
        args: [sender, 0n],
      })
      const fees = await client.estimateFeesPerGas()
      const draft: UserOperation<'0.7'> = {
        sender,
        nonce,
        ...(deployed
          ? {}
          : {
              factory: setup.factory,
              factoryData: encodeFunctionData({
                abi: simpleAccountFactoryArtifact.abi,
                functionName: 'createAccount',
                args: [owner.address, 0n],
              }),
            }),
        callData: encodeCalls(calls),
        callGasLimit: 0n,
        verificationGasLimit: 0n,
        preVerificationGas: 0n,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        signature: DUMMY_SIGNATURE,
      }
      const { userOperation, hash } = await withGasEstimate(bundlerUrl, setup, draft)
      return { ...userOperation, signature: await owner.signMessage({ message: { raw: hash } }) }
    },
  }
}

/**
 * A signature for estimation: 65 bytes (r, s, v), so SimpleAccount answers SIG_VALIDATION_FAILED
 * instead of reverting on the length (a bundler that simulates validation refuses a wrong length).
 */
/**
 * The bundler's gas estimate for a draft user operation (gas fields 0, a dummy signature of the
 * right shape), and the hash its signer signs once the estimate is in.
 */
export async function withGasEstimate(
  bundlerUrl: string,
  setup: Pick<SimpleAccountSetup, 'entryPoint' | 'chainId'>,
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

export const DUMMY_SIGNATURE: Hex = `0x${'f'.repeat(31)}${'0'.repeat(33)}7${'a'.repeat(63)}1c`

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
