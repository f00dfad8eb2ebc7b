// CometBFT's JSON-RPC (0.38): the methods @cosmjs/tendermint-rpc calls, in the node's JSON shapes.
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding'
import { broadcastTx, type CosmosLedger, CosmosTxError, MempoolCacheError, type TxRecord } from './ledger'
import { ABCI_QUERIES, QueryError } from './queries'

export const COMET_VERSION = '0.38.17'

/** A JSON-RPC error as CometBFT answers it (`data` holds the reason). */
export class RpcMethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: string,
  ) {
    super(message)
  }
}

const internal = (data: string) => new RpcMethodError(-32603, 'Internal error', data)
const invalidParams = (data: string) => new RpcMethodError(-32602, 'Invalid params', data)

const hex32 = (text: string) => toHex(sha256(toUtf8(text))).toUpperCase()
const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

function txResultJson(record: TxRecord['result']) {
  return {
    code: record.code,
    data: toBase64(record.data),
    log: record.log,
    info: '',
    gas_wanted: record.gasWanted.toString(),
    gas_used: record.gasUsed.toString(),
    events: record.events.map((e) => ({
      type: e.type,
      attributes: e.attributes.map((a) => ({ ...a, index: true })),
    })),
    codespace: record.codespace,
  }
}

const txJson = (record: TxRecord) => ({
  hash: record.hash,
  height: String(record.height),
  index: record.index,
  tx_result: txResultJson(record.result),
  tx: toBase64(record.tx),
})

/** `tx_search` queries: `key='value'` or `key=number` conditions joined by AND. */
function matches(record: TxRecord, query: string): boolean {
  const conditions = query.split(/\s+AND\s+/)
  return conditions.every((condition) => {
    const match = /^\s*([\w.]+)\s*=\s*(?:'([^']*)'|(\d+))\s*$/.exec(condition)
    if (!match) throw invalidParams(`unsupported query condition: ${condition}`)
    const [, key, quoted, number] = match
    const value = quoted ?? number
    if (key === 'tx.hash') return record.hash === value?.toUpperCase()
    if (key === 'tx.height') return String(record.height) === value
    const [type, attribute] = [key!.slice(0, key!.lastIndexOf('.')), key!.slice(key!.lastIndexOf('.') + 1)]
    return record.result.events.some(
      (e) => e.type === type && e.attributes.some((a) => a.key === attribute && a.value === value),
    )
  })
}

type Params = Record<string, unknown>

export const COMET_METHODS: Record<string, (ledger: CosmosLedger, params: Params, url: string) => unknown> = {
  health: () => ({}),
  status: (ledger, _params, url) => ({
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: hex32('portico local cosmos node').slice(0, 40).toLowerCase(),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: ledger.chainId,
      version: COMET_VERSION,
      channels: '40202122233038606100',
      moniker: 'portico-local',
      other: { tx_index: 'on', rpc_address: url },
    },
    sync_info: {
      latest_block_hash: hex32(`block ${ledger.height}`),
      latest_app_hash: hex32(`app ${ledger.height}`),
      latest_block_height: String(ledger.height),
      latest_block_time: ledger.blockTime.toISOString(),
      earliest_block_hash: hex32('block 1'),
      earliest_app_hash: hex32('app 1'),
      earliest_block_height: '1',
      earliest_block_time: ledger.blockTime.toISOString(),
      catching_up: false,
    },
    validator_info: {
      address: hex32('portico local validator').slice(0, 40),
      pub_key: {
        type: 'tendermint/PubKeyEd25519',
        value: toBase64(sha256(toUtf8('portico local validator key'))),
      },
      voting_power: '10',
    },
  }),
  abci_query: (ledger, params) => {
    const path = str(params.path, 'path')
    const query = ABCI_QUERIES[path]
    const height = String(ledger.height)
    if (!query)
      return {
        response: {
          code: 6,
          log: `unknown query path: ${path}`,
          info: '',
          index: '0',
          key: null,
          value: null,
          proofOps: null,
          height,
          codespace: 'sdk',
        },
      }
    try {
      const data = fromHex(str(params.data ?? '', 'data'))
      const value = query(ledger, data)
      return {
        response: {
          code: 0,
          log: '',
          info: '',
          index: '0',
          key: null,
          value: toBase64(value),
          proofOps: null,
          height,
          codespace: '',
        },
      }
    } catch (error) {
      if (!(error instanceof QueryError)) throw internal((error as Error).message)
      return {
        response: {
          code: error.code,
          log: error.log,
          info: '',
          index: '0',
          key: null,
          value: null,
          proofOps: null,
          height,
          codespace: 'sdk',
        },
      }
    }
  },
  broadcast_tx_sync: (ledger, params) => {
    let bytes: Uint8Array
    try {
      bytes = fromBase64(str(params.tx, 'tx'))
    } catch {
      throw invalidParams('tx must be base64')
    }
    const hash = toHex(sha256(bytes)).toUpperCase()
    try {
      broadcastTx(ledger, bytes)
      return { code: 0, data: '', log: '', codespace: '', hash }
    } catch (error) {
      if (error instanceof MempoolCacheError) throw internal(error.message)
      if (error instanceof CosmosTxError)
        return { code: error.code, data: '', log: error.log, codespace: error.codespace, hash }
      throw internal((error as Error).message)
    }
  },
  tx: (ledger, params) => {
    const hash = toHex(fromBase64(str(params.hash, 'hash'))).toUpperCase()
    const record = ledger.txs.get(hash)
    if (!record) throw internal(`tx (${hash}) not found`)
    return txJson(record)
  },
  tx_search: (ledger, params) => {
    const query = str(params.query, 'query')
    const page = Math.max(1, Number(params.page ?? 1))
    const perPage = Math.min(100, Math.max(1, Number(params.per_page ?? 30)))
    const found = [...ledger.txs.values()].filter((record) => matches(record, query))
    if (params.order_by === 'desc') found.reverse()
    return {
      txs: found.slice((page - 1) * perPage, page * perPage).map(txJson),
      total_count: String(found.length),
    }
  },
}
