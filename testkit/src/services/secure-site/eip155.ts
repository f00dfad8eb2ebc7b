import {
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { JsonRpcError, jsonRpc } from '../aa/jsonRpc.js'
import { type AccountCall, simpleAccount, toRpc } from '../aa/simpleAccount.js'
import { FrameRequestError } from './logins.js'
import { RPC_NOT_ALLOWED, rpcMethodKind } from './protocol.js'

export type SecureSiteChain = {
  chainId: number
  rpcUrl: string
  name?: string
  /** ERC-4337 on this chain: the users' SimpleAccounts go through this EntryPoint and bundler. */
  smartAccounts?: { entryPoint: Hex; factory: Hex; bundlerUrl: string } | undefined
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown())
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).optional(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const transactionParams = z.tuple([
  z.object({
    from: address.optional(),
    to: address.optional(),
    value: hex.optional(),
    data: hex.optional(),
    gas: hex.optional(),
    nonce: hex.optional(),
  }),
])

/** EIP-5792 `wallet_sendCalls` (spec 5: each call's `to` starts with 0x, its data too when present). */
const sendCallsParams = z.tuple([
  z.object({
    version: z.string().optional(),
    chainId: hex.optional(),
    from: address.optional(),
    atomicRequired: z.boolean().optional(),
    capabilities: z.record(z.string(), z.unknown()).optional(),
    calls: z
      .array(z.object({ to: address, data: hex.optional(), value: hex.optional() }))
      .min(1)
      .max(32),
  }),
])
const userOperationHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/)

type UserOperationReceipt = {
  success: boolean
  receipt: {
    transactionHash: Hex
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    status: Hex
  }
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
}

/** What a signing request is about, for the approval view in the frame. */
export type ApprovalSummary =
  | { kind: 'message'; text: string }
  | { kind: 'typed-data'; primaryType: string; domain: string }
  | { kind: 'transaction'; to: string | undefined; valueWei: string; data: string | undefined }
  | { kind: 'calls'; calls: { to: string; valueWei: string; data: string | undefined }[] }

/**
 * The eip155 side of the embedded wallet: safe reads go to the node of the session's chain;
 * `personal_sign`, `eth_signTypedData_v4` and `eth_sendTransaction` are signed with the user's key
 * after the visitor approved them in the frame; everything else is refused.
 */
export function createEip155Wallet({ chains }: { chains: readonly SecureSiteChain[] }) {
  const chainFor = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain) throw new FrameRequestError(`Unsupported network: ${chainId}`)
    return chain
  }
  const viemChain = (chain: SecureSiteChain) =>
    defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
  const parse = <T>(schema: z.ZodType<T>, params: unknown, method: string): T => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new FrameRequestError(`Invalid params for ${method}`)
    return parsed.data
  }
  const checkSigner = (expected: string, actual: string) => {
    if (!isAddressEqual(expected as Hex, actual as Hex))
      throw new FrameRequestError('The address does not belong to this wallet')
  }

  return {
    isSupported: (chainId: number) => chains.some((c) => c.chainId === chainId),

    /** A read the node answers (or the wallet itself: accounts, chain id). */
    async read(
      method: string,
      params: unknown,
      {
        chainId,
        address: own,
        smartAccount = false,
      }: { chainId: number; address: string; smartAccount?: boolean },
    ) {
      if (rpcMethodKind(method) !== 'safe') throw new FrameRequestError(RPC_NOT_ALLOWED)
      if (method === 'eth_accounts') return [own]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      // EIP-5792: the smart account sends a batch atomically (one user operation); the EOA sends none.
      if (method === 'wallet_getCapabilities')
        return smartAccount ? { [`0x${chainId.toString(16)}`]: { atomic: { status: 'supported' } } } : {}
      if (method === 'wallet_getCallsStatus') return this.callsStatus(chainId, params)
      try {
        return await jsonRpc(chainFor(chainId).rpcUrl, method, Array.isArray(params) ? params : [])
      } catch (error) {
        throw new FrameRequestError(error instanceof Error ? error.message : 'The node refused the request')
      }
    },

    /**
     * EIP-5792 `wallet_getCallsStatus` for a batch sent as a user operation (its id is the user
     * operation hash): 100 pending, 200 confirmed, 500 reverted, with the handleOps receipt. A
     * bundler that does not answer gives 'Failed to fetch user operation receipt - {status}'.
     */
    async callsStatus(chainId: number, params: unknown) {
      const [id] = parse(z.tuple([userOperationHash]), params, 'wallet_getCallsStatus')
      const receipt = await this.userOperationReceipt(chainId, id as Hex)
      const base = { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true }
      if (!receipt) return { ...base, status: 100 }
      const { transactionHash, blockHash, blockNumber, gasUsed, status } = receipt.receipt
      return {
        ...base,
        status: receipt.success ? 200 : 500,
        receipts: [{ logs: receipt.logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
      }
    },

    /** The bundler's receipt of a user operation, null while it is not mined. */
    async userOperationReceipt(chainId: number, hash: Hex): Promise<UserOperationReceipt | null> {
      const smart = chainFor(chainId).smartAccounts
      if (!smart) throw new FrameRequestError('This network has no smart accounts')
      try {
        return await jsonRpc<UserOperationReceipt | null>(smart.bundlerUrl, 'eth_getUserOperationReceipt', [
          hash,
        ])
      } catch (error) {
        throw new FrameRequestError(
          error instanceof JsonRpcError && error.httpStatus !== undefined
            ? receiptFailed(error.httpStatus)
            : (error as Error).message,
        )
      }
    },

    /** Checks a request that needs approval and says what the visitor approves. */
    summarize(method: string, params: unknown, own: string): ApprovalSummary {
      switch (method) {
        case 'personal_sign': {
          const [message, signer] = parse(personalSignParams, params, method)
          checkSigner(own, signer)
          const text = isHex(message) ? Buffer.from(message.slice(2), 'hex').toString('utf8') : message
          return { kind: 'message', text }
        }
        case 'eth_signTypedData_v4': {
          const [signer, data] = parse(typedDataParams, params, method)
          checkSigner(own, signer)
          const typed = parseTypedData(data)
          return {
            kind: 'typed-data',
            primaryType: typed.primaryType,
            domain: String(typed.domain?.name ?? typed.domain?.verifyingContract ?? ''),
          }
        }
        case 'eth_sendTransaction': {
          const [tx] = parse(transactionParams, params, method)
          if (tx.from) checkSigner(own, tx.from)
          return {
            kind: 'transaction',
            to: tx.to,
            valueWei: tx.value ? hexToBigInt(tx.value as Hex).toString() : '0',
            data: tx.data,
          }
        }
        case 'wallet_sendCalls': {
          const [request] = parse(sendCallsParams, params, method)
          if (request.from) checkSigner(own, request.from)
          return {
            kind: 'calls',
            calls: request.calls.map((call) => ({
              to: call.to,
              valueWei: call.value ? hexToBigInt(call.value as Hex).toString() : '0',
              data: call.data,
            })),
          }
        }
        default:
          throw new FrameRequestError(
            rpcMethodKind(method) === 'approval' ? `${method} is not supported` : RPC_NOT_ALLOWED,
          )
      }
    },

    /** The chains where users may have a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
    smartAccountChains: () => chains.filter((c) => c.smartAccounts).map((c) => c.chainId),

    /** The user's SimpleAccount on a chain with smart accounts, else undefined. */
    smartAccount(chainId: number, privateKey: Hex) {
      const chain = chainFor(chainId)
      if (!chain.smartAccounts) return undefined
      const { entryPoint, factory, bundlerUrl } = chain.smartAccounts
      const account = simpleAccount(
        { rpcUrl: chain.rpcUrl, chainId, entryPoint, factory },
        privateKeyToAccount(privateKey),
      )
      return {
        ...account,
        /** Sends calls as one user operation through the bundler; resolves with its hash. */
        async submit(calls: readonly AccountCall[]): Promise<Hex> {
          try {
            const op = await account.prepare(calls, bundlerUrl)
            return await jsonRpc<Hex>(bundlerUrl, 'eth_sendUserOperation', [toRpc(op), entryPoint])
          } catch (error) {
            throw new FrameRequestError(error instanceof Error ? error.message : String(error))
          }
        },
      }
    },

    /** Waits for a user operation to be mined; resolves with its handleOps transaction. */
    async waitForUserOperation(chainId: number, hash: Hex): Promise<Hex> {
      for (let tries = 0; tries < 600; tries++) {
        const receipt = await this.userOperationReceipt(chainId, hash)
        if (receipt) {
          if (!receipt.success) throw new FrameRequestError('The user operation reverted')
          return receipt.receipt.transactionHash
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new FrameRequestError(receiptFailed('timeout'))
    },

    /** Signs (and for a transaction sends) a request the visitor approved. */
    async execute(
      method: string,
      params: unknown,
      {
        chainId,
        privateKey,
        smartAccount = false,
      }: { chainId: number; privateKey: Hex; smartAccount?: boolean },
    ) {
      const account = privateKeyToAccount(privateKey)
      if (smartAccount && (method === 'eth_sendTransaction' || method === 'wallet_sendCalls')) {
        const smart = this.smartAccount(chainId, privateKey)
        if (!smart) throw new FrameRequestError('This network has no smart accounts')
        if (method === 'wallet_sendCalls') {
          // EIP-5792: the calls go as one user operation (executeBatch); its hash is the batch id.
          const [request] = parse(sendCallsParams, params, method)
          return { id: await smart.submit(request.calls.map(toCall)) }
        }
        const [tx] = parse(transactionParams, params, method)
        if (!tx.to) throw new FrameRequestError('A smart account cannot deploy a contract')
        return this.waitForUserOperation(chainId, await smart.submit([toCall({ ...tx, to: tx.to })]))
      }
      switch (method) {
        case 'personal_sign': {
          const [message] = parse(personalSignParams, params, method)
          return account.signMessage({ message: isHex(message) ? { raw: message } : message })
        }
        case 'eth_signTypedData_v4': {
          const [, data] = parse(typedDataParams, params, method)
          return account.signTypedData(parseTypedData(data) as unknown as TypedDataDefinition)
        }
        case 'eth_sendTransaction': {
          const [tx] = parse(transactionParams, params, method)
          const chain = viemChain(chainFor(chainId))
          const client = createWalletClient({
            account,
            chain,
            transport: http(chain.rpcUrls.default.http[0]),
          })
          try {
            return await client.sendTransaction({
              account,
              chain,
              ...(tx.to ? { to: tx.to as Hex } : {}),
              ...(tx.value ? { value: hexToBigInt(tx.value as Hex) } : {}),
              ...(tx.data ? { data: tx.data as Hex } : {}),
              ...(tx.gas ? { gas: hexToBigInt(tx.gas as Hex) } : {}),
              ...(tx.nonce ? { nonce: Number(hexToBigInt(tx.nonce as Hex)) } : {}),
            })
          } catch (error) {
            throw new FrameRequestError((error as { shortMessage?: string }).shortMessage ?? String(error))
          }
        }
        default:
          throw new FrameRequestError(RPC_NOT_ALLOWED)
      }
    },
  }
}

/** Spec 8's text when a user operation's receipt cannot be had (the bundler's HTTP status, or timeout). */
const receiptFailed = (status: number | string) => `Failed to fetch user operation receipt - ${status}`

const toCall = (call: {
  to: string
  value?: string | undefined
  data?: string | undefined
}): AccountCall => ({
  to: call.to as Hex,
  ...(call.value ? { value: hexToBigInt(call.value as Hex) } : {}),
  ...(call.data ? { data: call.data as Hex } : {}),
})

function parseTypedData(data: unknown) {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw new FrameRequestError('Invalid params for eth_signTypedData_v4')
    }
  }
  const parsed = typedDataSchema.safeParse(value)
  if (!parsed.success) throw new FrameRequestError('Invalid params for eth_signTypedData_v4')
  return parsed.data
}

export type Eip155Wallet = ReturnType<typeof createEip155Wallet>
