import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  isAddress,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { LocalChain } from '../chains'
import { viemChain } from '../chains/seed'
import { SWAP_LIQUIDITY_ACCOUNT, USDC_TOKEN } from '../chains/swapConstants'
import { usdcAbi } from '../chains/swapSeed'
import { LOCAL_HOST, listenLocal } from '../net'
import { isSolanaAddress, renderProviderPage } from './page'
import { priceOnramp } from './pricing'

/**
 * Local stand-ins for the on-ramp providers' pages (meld and Coinbase Pay), on their own origin.
 * A page reads its URL parameters, shows the order and, when the visitor confirms, the server
 * credits the wallet on the local chain: a real mint of the test USDC by its minter, a real ETH
 * transfer from the liquidity account, or SOL on the local Solana validator (its faucet,
 * `requestAirdrop`). No card is charged; everything else is real.
 */
export type OnrampPages = {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Base of the meld page (`?publicKey=…&destinationCurrencyCode=…&walletAddress=…&externalCustomerId=…`). */
  meldUrl: string
  /** What the API emulator's `onrampPagesUrl` should be: Coinbase Pay's `/buy/select-asset` lives under it. */
  coinbaseUrl: string
  /** Purchases credited so far, oldest first. */
  purchases: readonly Purchase[]
  close(): Promise<void>
}

export type Purchase = {
  provider: 'meld' | 'coinbase'
  /** The EVM chain; absent for SOL (the local Solana cluster). */
  chainId?: number | undefined
  walletAddress: string
  currency: 'USDC' | 'ETH' | 'SOL'
  fiatAmount: number
  fiatCurrency: string
  amount: string
  /** The EVM transaction hash, or the Solana signature. */
  hash: string
}

export type OnrampPagesOptions = {
  chains: readonly LocalChain[]
  /** The local Solana validator: with it, meld sells SOL on Solana (spec 7's destinationCurrencyCode SOL). */
  solana?: { rpcUrl: string } | undefined
  /** 0 (default) picks a free port. */
  port?: number
}

const evmPurchase = z.object({
  provider: z.enum(['meld', 'coinbase']),
  chainId: z.number().int().positive(),
  walletAddress: z.string().refine((value) => isAddress(value), 'not an EVM address'),
  currency: z.enum(['USDC', 'ETH']),
  fiatAmount: z.number().positive().max(25_000),
  fiatCurrency: z.enum(['USD', 'EUR']),
})
const solanaPurchase = z.object({
  provider: z.enum(['meld', 'coinbase']),
  walletAddress: z.string().refine(isSolanaAddress, 'not a Solana address'),
  currency: z.literal('SOL'),
  fiatAmount: z.number().positive().max(25_000),
  fiatCurrency: z.enum(['USD', 'EUR']),
})
const purchaseBody = z.union([evmPurchase, solanaPurchase])
const solanaAnswer = z.union([
  z.object({ result: z.string().min(1) }),
  z.object({ error: z.object({ message: z.string() }) }),
])

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

function send(response: ServerResponse, status: number, body: string, type: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(body)
}

export async function startOnrampPages({
  chains,
  solana,
  port = 0,
}: OnrampPagesOptions): Promise<OnrampPages> {
  const purchases: Purchase[] = []
  const liquidity = privateKeyToAccount(SWAP_LIQUIDITY_ACCOUNT.privateKey)
  // One credit at a time: the liquidity account's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()

  /** SOL from the local validator's faucet: the lamports land in the wallet, as a provider's transfer would. */
  const creditSol = async (order: z.infer<typeof solanaPurchase>): Promise<Purchase> => {
    if (!solana) throw new Error('No local Solana validator')
    const price = priceOnramp(order.fiatAmount, order.fiatCurrency, 'SOL')
    if (!price) throw new Error('The amount does not cover the fees')
    const amount = price.purchase.toFixed(6)
    const lamports = Number(parseUnits(amount, 9))
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [order.walletAddress, lamports],
      }),
    })
    const answer = solanaAnswer.parse(await response.json())
    if ('error' in answer) throw new Error(`The SOL credit failed: ${answer.error.message}`)
    const purchase: Purchase = { ...order, amount, hash: answer.result }
    purchases.push(purchase)
    return purchase
  }

  const credit = async (order: z.infer<typeof purchaseBody>): Promise<Purchase> => {
    if (order.currency === 'SOL') return creditSol(order)
    const chain = chains.find((item) => item.chainId === order.chainId)
    if (!chain) throw new Error(`No local chain ${order.chainId}`)
    const price = priceOnramp(order.fiatAmount, order.fiatCurrency, order.currency)
    if (!price) throw new Error('The amount does not cover the fees')
    const transport = http(chain.rpcUrl, { retryCount: 0 })
    const wallet = createWalletClient({ chain: viemChain(chain), transport, account: liquidity })
    const client = createPublicClient({ transport, pollingInterval: 50 })
    const to = order.walletAddress as `0x${string}`
    let hash: Hash
    let amount: string
    if (order.currency === 'USDC') {
      amount = price.purchase.toFixed(USDC_TOKEN.decimals === 6 ? 2 : 6)
      hash = await wallet.writeContract({
        address: USDC_TOKEN.address,
        abi: usdcAbi,
        functionName: 'mint',
        args: [to, parseUnits(amount, USDC_TOKEN.decimals)],
      })
    } else {
      amount = price.purchase.toFixed(6)
      const value = parseEther(amount)
      // The liquidity account only holds gas money: top it up by the purchase first.
      const testClient = createTestClient({ mode: 'anvil', transport })
      const balance = await client.getBalance({ address: liquidity.address })
      await testClient.setBalance({ address: liquidity.address, value: balance + value })
      hash = await wallet.sendTransaction({ to, value })
    }
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`The credit transaction ${hash} failed`)
    const purchase: Purchase = { ...order, amount, hash }
    purchases.push(purchase)
    return purchase
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', `http://${LOCAL_HOST}`)
      try {
        if (request.method === 'GET' && (url.pathname === '/meld' || url.pathname === '/meld/')) {
          return send(
            response,
            200,
            renderProviderPage('meld', url.searchParams, chains, { solana: Boolean(solana) }),
            'text/html; charset=utf-8',
          )
        }
        if (request.method === 'GET' && url.pathname === '/coinbase/buy/select-asset') {
          return send(
            response,
            200,
            renderProviderPage('coinbase', url.searchParams, chains, { solana: Boolean(solana) }),
            'text/html; charset=utf-8',
          )
        }
        if (request.method === 'POST' && url.pathname === '/api/purchase') {
          // Same-origin only: the page posts here; another site's page cannot make the stand-in pay.
          const origin = request.headers.origin
          if (origin !== undefined && origin !== `http://${request.headers.host}`)
            return send(
              response,
              403,
              JSON.stringify({ error: 'Cross-origin purchase refused' }),
              'application/json',
            )
          const parsed = purchaseBody.safeParse(JSON.parse((await readBody(request)) || 'null'))
          if (!parsed.success)
            return send(
              response,
              400,
              JSON.stringify({ error: parsed.error.issues[0]?.message ?? 'Invalid order' }),
              'application/json',
            )
          const run = queue.then(() => credit(parsed.data))
          queue = run.catch(() => undefined)
          return send(response, 200, JSON.stringify(await run), 'application/json')
        }
        return send(response, 404, 'Not found', 'text/plain')
      } catch (error) {
        return send(response, 500, JSON.stringify({ error: (error as Error).message }), 'application/json')
      }
    })()
  })
  const bound = await listenLocal(server, {
    name: 'On-ramp provider pages',
    port,
    portEnvVar: 'PORTICO_ONRAMP_PORT',
  })
  const base = `http://${LOCAL_HOST}:${bound}`
  return {
    url: base,
    meldUrl: `${base}/meld`,
    coinbaseUrl: `${base}/coinbase`,
    purchases,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
