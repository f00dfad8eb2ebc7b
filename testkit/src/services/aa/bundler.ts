import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeErrorResult,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  http,
} from 'viem'
import { getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { listenLocal } from '../net.js'
import { entryPointArtifact } from './contracts.js'
import { jsonRpc } from './jsonRpc.js'

export const BUNDLER_NAME = 'ERC-4337 bundler'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const quantity = hex.transform((value) => BigInt(value))
/** A v0.7 user operation as `eth_sendUserOperation` takes it (ERC-7769). */
const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional(),
  factoryData: hex.optional(),
  callData: hex,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymaster: address.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
  paymasterData: hex.optional(),
  signature: hex,
})
const requestSchema = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.array(z.unknown()).default([]),
})

/** Where the bundler submits `handleOps` from: its own address (impersonated on anvil), also the fee beneficiary. */
const EXECUTOR: Address = '0x000000000000000000000000000000000000b0b0'

export type BundlerChain = { chainId: number; rpcUrl: string; entryPoint: Address }

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Submitted = { chainId: number; transactionHash: Hex }

/**
 * A small ERC-4337 bundler on 127.0.0.1 for the local chains: `POST /<chainId>` JSON-RPC with
 * `eth_chainId`, `eth_supportedEntryPoints`, `eth_estimateUserOperationGas`,
 * `eth_sendUserOperation` (simulated with `eth_call` first, so a failing operation answers the
 * EntryPoint's `AAxx` reason and costs nothing, then submitted alone in a `handleOps`
 * transaction) and `eth_getUserOperationReceipt` (from the `UserOperationEvent` of that
 * transaction).
 */
export async function startBundler(options: {
  chains: readonly BundlerChain[]
  port?: number
  portEnvVar?: string
}) {
  const chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  const clients = new Map(
    options.chains.map((chain) => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) })]),
  )
  const submitted = new Map<Hex, Submitted>()

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        json(res, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: String(error) } })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    const chainId = Number(new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1))
    const chain = chains.get(chainId)
    if (req.method !== 'POST' || !chain) return json(res, 404, { error: 'Unknown chain' })
    let body: unknown
    try {
      body = JSON.parse(await readText(req))
    } catch {
      return json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const request = requestSchema.safeParse(body)
    if (!request.success)
      return json(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
    const { id = null, method, params } = request.data
    try {
      const result = await call(chain, method, params)
      json(res, 200, { jsonrpc: '2.0', id, result })
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32603
      json(res, 200, { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } })
    }
  }

  async function call(chain: BundlerChain, method: string, params: unknown[]): Promise<unknown> {
    const client = clients.get(chain.chainId) as ReturnType<typeof createPublicClient>
    switch (method) {
      case 'eth_chainId':
        return `0x${chain.chainId.toString(16)}`
      case 'eth_supportedEntryPoints':
        return [chain.entryPoint]
      case 'eth_estimateUserOperationGas': {
        const op = parseOperation(chain, params)
        const deployed = await isDeployed(client, op.sender)
        let callGas = 200_000n
        if (deployed)
          callGas = await client
            .estimateGas({ account: chain.entryPoint, to: op.sender, data: op.callData })
            .then((gas) => (gas * 12n) / 10n + 10_000n)
            .catch((error: unknown) => {
              throw new RpcError(-32521, `Execution reverted: ${shortMessage(error)}`)
            })
        return {
          preVerificationGas: toHex(60_000n),
          verificationGasLimit: toHex(deployed ? 150_000n : 500_000n),
          callGasLimit: toHex(callGas),
        }
      }
      case 'eth_sendUserOperation': {
        const op = parseOperation(chain, params)
        const hash = getUserOperationHash({
          chainId: chain.chainId,
          entryPointAddress: chain.entryPoint,
          entryPointVersion: '0.7',
          userOperation: op,
        })
        const data = encodeFunctionData({
          abi: entryPointArtifact.abi,
          functionName: 'handleOps',
          args: [[toPackedUserOperation(op)], EXECUTOR],
        })
        // Simulated first: an operation the EntryPoint refuses is answered, never mined.
        await client.call({ account: EXECUTOR, to: chain.entryPoint, data }).catch((error: unknown) => {
          throw new RpcError(-32500, refusal(error))
        })
        await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [EXECUTOR, '0x56bc75e2d63100000'])
        await jsonRpc(chain.rpcUrl, 'anvil_impersonateAccount', [EXECUTOR])
        const transactionHash = (await jsonRpc(chain.rpcUrl, 'eth_sendTransaction', [
          {
            from: EXECUTOR,
            to: chain.entryPoint,
            data,
            gas: toHex(op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + 200_000n),
          },
        ])) as Hex
        submitted.set(hash, { chainId: chain.chainId, transactionHash })
        return hash
      }
      case 'eth_getUserOperationReceipt': {
        const hash = z
          .string()
          .regex(/^0x[0-9a-fA-F]{64}$/)
          .safeParse(params[0])
        if (!hash.success) throw new RpcError(-32602, 'Invalid user operation hash')
        const entry = submitted.get(hash.data as Hex)
        if (!entry || entry.chainId !== chain.chainId) return null
        const receipt = await client.getTransactionReceipt({ hash: entry.transactionHash }).catch(() => null)
        if (!receipt) return null
        for (const log of receipt.logs) {
          if (log.address.toLowerCase() !== chain.entryPoint.toLowerCase()) continue
          try {
            const event = decodeEventLog({ abi: entryPointArtifact.abi, data: log.data, topics: log.topics })
            if (event.eventName !== 'UserOperationEvent') continue
            const args = event.args as unknown as {
              userOpHash: Hex
              sender: Address
              paymaster: Address
              nonce: bigint
              success: boolean
              actualGasCost: bigint
              actualGasUsed: bigint
            }
            if (args.userOpHash !== hash.data) continue
            return {
              userOpHash: args.userOpHash,
              entryPoint: chain.entryPoint,
              sender: args.sender,
              nonce: toHex(args.nonce),
              paymaster: args.paymaster,
              actualGasCost: toHex(args.actualGasCost),
              actualGasUsed: toHex(args.actualGasUsed),
              success: args.success,
              reason: '',
              logs: receipt.logs,
              receipt: {
                transactionHash: receipt.transactionHash,
                blockHash: receipt.blockHash,
                blockNumber: toHex(receipt.blockNumber),
                from: receipt.from,
                to: receipt.to,
                gasUsed: toHex(receipt.gasUsed),
                effectiveGasPrice: toHex(receipt.effectiveGasPrice),
                status: receipt.status === 'success' ? '0x1' : '0x0',
                logs: [],
                logsBloom: receipt.logsBloom,
                cumulativeGasUsed: toHex(receipt.cumulativeGasUsed),
                transactionIndex: toHex(BigInt(receipt.transactionIndex)),
                type: '0x2',
                contractAddress: null,
              },
            }
          } catch {
            // another event of the EntryPoint
          }
        }
        return null
      }
      default:
        throw new RpcError(-32601, `Method not supported: ${method}`)
    }
  }

  function parseOperation(chain: BundlerChain, params: unknown[]): UserOperation<'0.7'> {
    const entryPoint = address.safeParse(params[1])
    if (!entryPoint.success || entryPoint.data.toLowerCase() !== chain.entryPoint.toLowerCase())
      throw new RpcError(-32602, `Unsupported entry point: ${String(params[1])}`)
    const parsed = userOperationSchema.safeParse(params[0])
    if (!parsed.success)
      throw new RpcError(-32602, `Invalid user operation: ${z.prettifyError(parsed.error)}`)
    return parsed.data as UserOperation<'0.7'>
  }

  const port = await listenLocal(server, {
    name: BUNDLER_NAME,
    port: options.port ?? 0,
    portEnvVar: options.portEnvVar,
  })
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    port,
    /** The JSON-RPC address for one chain. */
    urlFor: (chainId: number) => `${url}/${chainId}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type Bundler = Awaited<ReturnType<typeof startBundler>>

const toHex = (value: bigint) => `0x${value.toString(16)}` as Hex

async function isDeployed(client: ReturnType<typeof createPublicClient>, sender: Address) {
  const code = await client.getCode({ address: sender })
  return Boolean(code && code !== '0x')
}

/** The EntryPoint's refusal (`FailedOp(opIndex, "AA23 reverted")`) as text. */
function refusal(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError && reverted.data?.args)
      return String(reverted.data.args.at(-1))
    const data = (
      error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: Hex } | null
    )?.data
    if (data) {
      try {
        const decoded = decodeErrorResult({ abi: entryPointArtifact.abi, data })
        return `${decoded.errorName}: ${decoded.args?.map(String).join(', ')}`
      } catch {
        // fall through to the message
      }
    }
  }
  return shortMessage(error)
}
const shortMessage = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)

async function readText(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 1_000_000) break
  }
  return text
}

/** Quantities as hex (JSON-RPC); the body is built before the head, so a failure can still answer. */
function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body, (_key, value) =>
    typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
  )
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(text)
}
