import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/** A chain the wallet can send on: its id and the RPC URL of the node (anvil in the playground). */
export type WalletChain = { chainId: number; rpcUrl: string; name?: string | undefined }

/** The methods this wallet answers; proposals get them approved (intersected with what the dapp asks). */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

/** An answer the wallet refuses to give, with the JSON-RPC code it tells the dapp. */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function viemChain(chain: WalletChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

type TransactionRequest = { to?: Hex; value?: Hex; data?: Hex; gas?: Hex; nonce?: Hex }

const asBigInt = (value: unknown) =>
  typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined

async function sendTransaction(
  account: PrivateKeyAccount,
  chain: WalletChain,
  tx: TransactionRequest,
): Promise<Hex> {
  const client = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  const gas = asBigInt(tx.gas)
  const nonce = asBigInt(tx.nonce)
  return client.sendTransaction({
    to: tx.to,
    value: asBigInt(tx.value) ?? 0n,
    ...(tx.data && tx.data !== '0x' ? { data: tx.data } : {}),
    ...(gas !== undefined ? { gas } : {}),
    ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
  } as Parameters<typeof client.sendTransaction>[0])
}

function typedDataOf(raw: unknown): TypedDataDefinition {
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  // EIP712Domain is implied by `domain`; viem derives it and rejects it among the message types.
  const { EIP712Domain: _domain, ...types } = parsed.types
  return { ...parsed, types } as TypedDataDefinition
}

/**
 * Carries out one approved request with the wallet's key: signatures locally, transactions through
 * the chain's node. `switchChain` is asked to move the session when the dapp switches chains.
 */
export async function answerRequest(parameters: {
  account: PrivateKeyAccount
  chains: readonly WalletChain[]
  chainId: string
  method: string
  params: unknown
  switchChain: (chainId: number) => Promise<void>
}): Promise<unknown> {
  const { account, method } = parameters
  const params = (Array.isArray(parameters.params) ? parameters.params : []) as unknown[]
  const chainId = Number(parameters.chainId.split(':')[1])
  switch (method) {
    case 'personal_sign':
      return account.signMessage({ message: { raw: params[0] as Hex } })
    case 'eth_sign':
      return account.signMessage({ message: { raw: params[1] as Hex } })
    case 'eth_signTypedData_v4':
      return account.signTypedData(typedDataOf(params[1]))
    case 'eth_sendTransaction': {
      const chain = parameters.chains.find((c) => c.chainId === chainId)
      if (!chain) throw new WalletRequestError(4901, `This wallet has no RPC URL for chain ${chainId}.`)
      return sendTransaction(account, chain, params[0] as TransactionRequest)
    }
    case 'wallet_switchEthereumChain': {
      const target = Number.parseInt(
        String((params[0] as { chainId?: string } | undefined)?.chainId ?? ''),
        16,
      )
      if (!parameters.chains.some((c) => c.chainId === target))
        throw new WalletRequestError(4902, `This wallet does not know chain ${target}.`)
      await parameters.switchChain(target)
      return null
    }
    case 'wallet_grantPermissions': {
      // ERC-7715: the request comes back with the permission context, here the wallet's signature
      // over the request (this EOA wallet enforces nothing on chain; a smart account would).
      const request = params[0]
      if (!request || typeof request !== 'object')
        throw new WalletRequestError(-32602, 'wallet_grantPermissions takes one permission request.')
      const context = await account.signMessage({ message: JSON.stringify(request) })
      return { ...(request as object), address: account.address, context }
    }
    case 'wallet_revokePermissions': {
      // The wallet's signature over the context: what the app posts with the revocation.
      const context = (params[0] as { permissionContext?: unknown } | undefined)?.permissionContext
      if (typeof context !== 'string' || !/^0x[0-9a-fA-F]*$/.test(context))
        throw new WalletRequestError(-32602, 'wallet_revokePermissions takes { permissionContext }.')
      return account.signMessage({ message: { raw: context as `0x${string}` } })
    }
    default:
      throw new WalletRequestError(4200, `This wallet does not support ${method}.`)
  }
}
