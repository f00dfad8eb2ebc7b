import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  formatEther,
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
import {
  grantSessionCall,
  parseSessionContext,
  readableRefusal,
  revokeSessionCall,
  sessionAccountAbi,
  sessionContext,
  sessionKeyAddress,
} from '../aa/sessions/sessionAccount.js'
import { type AccountCall, simpleAccount } from '../aa/simpleAccount.js'
import { toRpc } from '../aa/userOperation.js'
import { frameText } from './frameTexts.js'
import { FrameRequestError } from './logins.js'
import { RPC_NOT_ALLOWED, rpcMethodKind } from './protocol.js'

export type SecureSiteChain = {
  chainId: number
  rpcUrl: string
  name?: string
  /**
   * ERC-4337 on this chain: the users' SimpleAccounts go through this EntryPoint and bundler. With
   * `sessionAccount` (Portico's session-key implementation) the smart account grants smart sessions.
   */
  smartAccounts?:
    | { entryPoint: Hex; factory: Hex; bundlerUrl: string; sessionAccount?: Hex | undefined }
    | undefined
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

/** ERC-7715 `wallet_grantPermissions`: one permission request (API-FACTS 2.19's shape). */
const grantParams = z.tuple([
  z.object({
    chainId: hex,
    address: address.optional(),
    expiry: z.number().int().positive(),
    signer: z.object({
      type: z.literal('keys'),
      data: z.object({
        keys: z
          .array(z.object({ type: z.string(), publicKey: hex }))
          .min(1)
          .max(8),
      }),
    }),
    permissions: z
      .array(z.object({ type: z.string(), data: z.unknown() }))
      .min(1)
      .max(16),
    policies: z.array(z.unknown()).max(16).optional(),
  }),
])
const nativeAllowance = z.object({
  allowance: hex.refine(
    (value) => value.length > 2 && value.length <= 34,
    'an allowance of at most 128 bits',
  ),
  start: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 48 - 1),
  period: z
    .number()
    .int()
    .positive()
    .max(2 ** 48 - 1),
})
/** ERC-7715 `wallet_revokePermissions`: the context the grant gave (any of its usual names). */
const revokeParams = z.tuple([
  z
    .object({
      permissionContext: hex.optional(),
      permissionsContext: hex.optional(),
      context: hex.optional(),
    })
    .refine((value) => value.permissionContext ?? value.permissionsContext ?? value.context, 'a context'),
])

/** Smart sessions are granted by the smart account (its owner signs the registration). */
export const SESSIONS_NEED_SMART_ACCOUNT = 'Smart sessions need the smart account on this network'
export const ONLY_NATIVE_ALLOWANCE =
  'This wallet grants only one native-token-recurring-allowance permission per session'

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
  | { kind: 'session-grant'; text: string; amount: string; period: number; until: string; keys: number }
  | { kind: 'session-revoke'; text: string }

/** A grant request the wallet can register on the account: the keys' addresses and the allowance. */
type SessionRequest = {
  request: z.infer<typeof grantParams>[0]
  keys: Address[]
  allowance: bigint
  start: number
  period: number
}

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
        case 'wallet_grantPermissions': {
          const { request, keys, allowance, period } = sessionRequest(params)
          if (request.address) checkSigner(own, request.address)
          // The parts let the frame word it in the visitor's language; `text` is the English form.
          const amount = formatEther(allowance)
          const until = new Date(request.expiry * 1000).toISOString()
          return {
            kind: 'session-grant',
            text: [
              frameText('sessionAllowance', { amount, period }),
              frameText('sessionUntil', { date: until }),
              keys.length === 1
                ? frameText('oneSessionKey')
                : frameText('sessionKeys', { count: keys.length }),
            ].join('\n'),
            amount,
            period,
            until,
            keys: keys.length,
          }
        }
        case 'wallet_revokePermissions': {
          const { account } = revokedSession(params)
          checkSigner(own, account)
          return { kind: 'session-revoke', text: frameText('sessionRevoke') }
        }
        default:
          throw new FrameRequestError(
            rpcMethodKind(method) === 'approval' ? `${method} is not supported` : RPC_NOT_ALLOWED,
          )
      }
    },

    /** The chains where users may have a smart account (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
    smartAccountChains: () => chains.filter((c) => c.smartAccounts).map((c) => c.chainId),

    /** Asks the chain's bundler for its chain id without waiting, so one that starts on demand starts now. */
    wakeBundler(chainId: number) {
      const bundlerUrl = chainFor(chainId).smartAccounts?.bundlerUrl
      if (bundlerUrl) jsonRpc(bundlerUrl, 'eth_chainId', []).catch(() => undefined)
    },

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
            throw new FrameRequestError(readableRefusal(error))
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

    /**
     * ERC-7715 grant on the smart account: one user operation signed by the owner upgrades the
     * account to the session implementation and registers the request's keys with its native
     * allowance per period. Answers the request with the account and the session's context.
     */
    async grantSession(chainId: number, privateKey: Hex, params: unknown) {
      const { request, keys, allowance, start, period } = sessionRequest(params)
      const chain = chainFor(chainId)
      if (Number(hexToBigInt(request.chainId as Hex)) !== chainId)
        throw new FrameRequestError(
          `The permission request is for chain ${hexToBigInt(request.chainId as Hex)}, not ${chainId}`,
        )
      if (request.expiry <= Math.floor(Date.now() / 1000))
        throw new FrameRequestError('The session expiry is in the past')
      const implementation = chain.smartAccounts?.sessionAccount
      const smart = this.smartAccount(chainId, privateKey)
      if (!smart || !implementation) throw new FrameRequestError(SESSIONS_NEED_SMART_ACCOUNT)
      const accountAddress = await smart.address()
      if (request.address && !isAddressEqual(request.address as Hex, accountAddress))
        throw new FrameRequestError('The address does not belong to this wallet')
      const call = grantSessionCall(accountAddress, implementation, {
        keys,
        allowance,
        start,
        period,
        expiry: request.expiry,
      })
      // A counterfactual account is deployed by a user operation of its own first: the deployment
      // and the registration together may need more call gas than a bundler estimates for an
      // account without code.
      if (!(await smart.isDeployed()))
        await this.waitForUserOperation(chainId, await smart.submit([{ to: accountAddress }]))
      await this.waitForUserOperation(chainId, await smart.submit([call]))
      const grant = (await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
        address: accountAddress,
        abi: sessionAccountAbi,
        functionName: 'grants',
      })) as bigint
      return { ...request, address: accountAddress, context: sessionContext(accountAddress, grant) }
    },

    /**
     * ERC-7715 revoke: the owner's user operation removes the session's keys from the account.
     * Answers the owner's signature over the context (what the app posts with the revocation).
     */
    async revokeSession(chainId: number, privateKey: Hex, params: unknown) {
      const { account: sessionAccount, grant, context } = revokedSession(params)
      const smart = this.smartAccount(chainId, privateKey)
      if (!smart) throw new FrameRequestError(SESSIONS_NEED_SMART_ACCOUNT)
      if (!isAddressEqual(sessionAccount, await smart.address()))
        throw new FrameRequestError('This session is not on your account')
      await this.waitForUserOperation(chainId, await smart.submit([revokeSessionCall(sessionAccount, grant)]))
      return privateKeyToAccount(privateKey).signMessage({ message: { raw: context } })
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
      if (method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions') {
        if (!smartAccount) throw new FrameRequestError(SESSIONS_NEED_SMART_ACCOUNT)
        return method === 'wallet_grantPermissions'
          ? this.grantSession(chainId, privateKey, params)
          : this.revokeSession(chainId, privateKey, params)
      }
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

function parseOrRefuse<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new FrameRequestError(`Invalid params for ${method}`)
  return parsed.data
}

/**
 * Reads a grant request this wallet can honour: one native-token allowance (start, period, at
 * most 128 bits) and secp256k1 keys; anything else is refused in plain words.
 */
function sessionRequest(params: unknown): SessionRequest {
  const [request] = parseOrRefuse(grantParams, params, 'wallet_grantPermissions')
  const [permission, ...more] = request.permissions
  if (!permission || more.length || permission.type !== 'native-token-recurring-allowance')
    throw new FrameRequestError(ONLY_NATIVE_ALLOWANCE)
  const data = nativeAllowance.safeParse(permission.data)
  if (!data.success) throw new FrameRequestError('Invalid native-token-recurring-allowance permission')
  const keys = request.signer.data.keys.map((key) => {
    const keyAddress = key.type === 'secp256k1' ? sessionKeyAddress(key.publicKey as Hex) : undefined
    if (!keyAddress) throw new FrameRequestError(`Not a secp256k1 public key: ${key.publicKey}`)
    return keyAddress
  })
  return {
    request,
    keys,
    allowance: hexToBigInt(data.data.allowance as Hex),
    start: data.data.start,
    period: data.data.period,
  }
}

function revokedSession(params: unknown) {
  const [asked] = parseOrRefuse(revokeParams, params, 'wallet_revokePermissions')
  const context = (asked.permissionContext ?? asked.permissionsContext ?? asked.context) as Hex
  const session = parseSessionContext(context)
  if (!session) throw new FrameRequestError('Not a session context of this wallet')
  return { ...session, context }
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
