import { type Address, createPublicClient, encodeFunctionData, type Hex, http, type PublicClient } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { simpleAccountArtifact, simpleAccountFactoryArtifact } from './contracts.js'
import { DUMMY_SIGNATURE, ENTRY_POINT_NONCE_ABI, withGasEstimate } from './userOperation.js'

/** One call of a smart-account transaction (wallet_sendCalls item or eth_sendTransaction). */
export type AccountCall = { to: Address; value?: bigint; data?: Hex }

export type SimpleAccountSetup = { rpcUrl: string; entryPoint: Address; factory: Address; chainId: number }

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
