// The Cosmos SDK REST (LCD) routes clients use most, as JSON: accounts, balances, simulate,
// broadcast and transaction lookup. The same ledger answers them as the CometBFT RPC does.
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { broadcastTx, type CosmosLedger, CosmosTxError, MempoolCacheError, txHash } from './ledger'
import { accountJson, balancesOf, QueryError, simulateQuery } from './queries'
import { COMET_VERSION } from './rpc'

export type RestAnswer = { status: number; body: unknown }

const grpcError = (status: number, code: number, message: string): RestAnswer => ({
  status,
  body: { code, message, details: [] },
})

const decodeBytes = (value: unknown): Uint8Array | undefined => {
  if (typeof value !== 'string' || value === '') return undefined
  try {
    return fromBase64(value)
  } catch {
    return undefined
  }
}

function txResponse(ledger: CosmosLedger, hash: string) {
  const record = ledger.txs.get(hash)
  if (!record) return undefined
  const { result } = record
  return {
    height: String(record.height),
    txhash: hash,
    codespace: result.codespace,
    code: result.code,
    data: Buffer.from(result.data).toString('hex').toUpperCase(),
    raw_log: result.log,
    logs: [],
    info: '',
    gas_wanted: result.gasWanted.toString(),
    gas_used: result.gasUsed.toString(),
    tx: null,
    timestamp: ledger.blockTime.toISOString(),
    events: result.events,
  }
}

type Route = {
  method: 'GET' | 'POST'
  path: RegExp
  answer(ledger: CosmosLedger, match: string[], url: URL, body: unknown): RestAnswer
}

const routes: Route[] = [
  {
    method: 'GET',
    path: /^\/cosmos\/base\/tendermint\/v1beta1\/node_info$/,
    answer: (ledger) => ({
      status: 200,
      body: {
        default_node_info: { network: ledger.chainId, version: COMET_VERSION, moniker: 'portico-local' },
        application_version: { name: 'portico-local', app_name: 'portico-locald', version: '0.50.0' },
      },
    }),
  },
  {
    method: 'GET',
    path: /^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/,
    answer: (ledger, [, address]) => ({
      status: 200,
      body: accountJson(ledger, decodeURIComponent(address!)),
    }),
  },
  {
    method: 'GET',
    path: /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)\/by_denom$/,
    answer: (ledger, [, address], url) => {
      const denom = url.searchParams.get('denom') ?? ''
      const amount = ledger.state.balances.get(decodeURIComponent(address!))?.get(denom) ?? 0n
      return { status: 200, body: { balance: { denom, amount: amount.toString() } } }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/,
    answer: (ledger, [, address]) => {
      const balances = balancesOf(ledger.state, decodeURIComponent(address!))
      return {
        status: 200,
        body: { balances, pagination: { next_key: null, total: String(balances.length) } },
      }
    },
  },
  {
    method: 'POST',
    path: /^\/cosmos\/tx\/v1beta1\/simulate$/,
    answer: (ledger, _match, _url, body) => {
      const tx = decodeBytes((body as { tx_bytes?: unknown } | undefined)?.tx_bytes)
      if (!tx) return grpcError(400, 3, 'invalid empty tx bytes')
      const { gasUsed, events } = simulateQuery(ledger, tx)
      return {
        status: 200,
        body: { gas_info: { gas_wanted: '0', gas_used: gasUsed.toString() }, result: { events } },
      }
    },
  },
  {
    method: 'POST',
    path: /^\/cosmos\/tx\/v1beta1\/txs$/,
    answer: (ledger, _match, _url, body) => {
      const request = body as { tx_bytes?: unknown; mode?: unknown } | undefined
      const tx = decodeBytes(request?.tx_bytes)
      if (!tx) return grpcError(400, 3, 'invalid empty tx bytes')
      if (request?.mode !== 'BROADCAST_MODE_SYNC')
        return grpcError(400, 3, `unsupported broadcast mode ${String(request?.mode)}`)
      const hash = txHash(tx)
      try {
        broadcastTx(ledger, tx)
        return {
          status: 200,
          body: { tx_response: { height: '0', txhash: hash, code: 0, codespace: '', raw_log: '' } },
        }
      } catch (error) {
        if (error instanceof MempoolCacheError) return grpcError(400, 2, error.message)
        if (!(error instanceof CosmosTxError)) throw error
        const { code, codespace, log } = error
        return {
          status: 200,
          body: { tx_response: { height: '0', txhash: hash, code, codespace, raw_log: log } },
        }
      }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/tx\/v1beta1\/txs\/([0-9A-Fa-f]{64})$/,
    answer: (ledger, [, found]) => {
      const hash = found!.toUpperCase()
      const response = txResponse(ledger, hash)
      if (!response) return grpcError(404, 5, `tx not found: ${hash}`)
      return {
        status: 200,
        body: { tx: null, tx_response: { ...response, tx_bytes: toBase64(ledger.txs.get(hash)!.tx) } },
      }
    },
  },
]

/** Answers one REST request, or undefined when the path is not a route. */
export function answerRest(
  ledger: CosmosLedger,
  method: string,
  url: URL,
  body: unknown,
): RestAnswer | undefined {
  for (const route of routes) {
    const match = route.method === method ? route.path.exec(url.pathname) : null
    if (!match) continue
    try {
      return route.answer(ledger, [...match], url, body)
    } catch (error) {
      if (error instanceof QueryError) return grpcError(error.status, error.status === 404 ? 5 : 2, error.log)
      throw error
    }
  }
  return undefined
}
