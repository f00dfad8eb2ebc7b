// The gRPC query services the node answers through `abci_query` (protobuf in, protobuf out) and,
// as JSON, through REST: auth accounts, bank balances, tx simulation.
import { toBase64 } from '@cosmjs/encoding'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { Any } from 'cosmjs-types/google/protobuf/any'
import { type CosmosLedger, CosmosTxError, type LedgerState, simulateTx } from './ledger'

/** A query refusal: the gRPC status the SDK answers with, in its log text. */
export class QueryError extends Error {
  constructor(
    readonly code: number,
    readonly log: string,
    /** The HTTP status REST answers with. */
    readonly status: number,
  ) {
    super(log)
  }
}

const notFound = (address: string) =>
  new QueryError(22, `rpc error: code = NotFound desc = account ${address} not found: key not found`, 404)

export function accountOf(ledger: CosmosLedger, address: string) {
  const account = ledger.state.accounts.get(address)
  if (!account) throw notFound(address)
  return { address, ...account }
}

export function balancesOf(state: LedgerState, address: string) {
  return [...(state.balances.get(address) ?? new Map<string, bigint>())]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}

const baseAccountAny = (ledger: CosmosLedger, address: string) => {
  const account = accountOf(ledger, address)
  return Any.fromPartial({
    typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
    value: BaseAccount.encode(
      BaseAccount.fromPartial({
        address,
        accountNumber: account.accountNumber,
        sequence: account.sequence,
        ...(account.pubKey
          ? {
              pubKey: Any.fromPartial({
                typeUrl: '/cosmos.crypto.secp256k1.PubKey',
                value: PubKey.encode({ key: account.pubKey }).finish(),
              }),
            }
          : {}),
      }),
    ).finish(),
  })
}

const simulate = (ledger: CosmosLedger, txBytes: Uint8Array) => {
  try {
    return simulateTx(ledger, txBytes)
  } catch (error) {
    if (error instanceof CosmosTxError)
      // The SDK wraps simulation failures in a gRPC Unknown status carrying the ABCI log.
      throw new QueryError(error.code, `rpc error: code = Unknown desc = ${error.log} [simulate]`, 400)
    throw error
  }
}

/** `abci_query` paths: request bytes in, response bytes out. */
export const ABCI_QUERIES: Record<string, (ledger: CosmosLedger, data: Uint8Array) => Uint8Array> = {
  '/cosmos.auth.v1beta1.Query/Account': (ledger, data) => {
    const { address } = QueryAccountRequest.decode(data)
    return QueryAccountResponse.encode({ account: baseAccountAny(ledger, address) }).finish()
  },
  '/cosmos.bank.v1beta1.Query/Balance': (ledger, data) => {
    const { address, denom } = QueryBalanceRequest.decode(data)
    const amount = (ledger.state.balances.get(address)?.get(denom) ?? 0n).toString()
    return QueryBalanceResponse.encode({ balance: { denom, amount } }).finish()
  },
  '/cosmos.bank.v1beta1.Query/AllBalances': (ledger, data) => {
    const { address } = QueryAllBalancesRequest.decode(data)
    const balances = balancesOf(ledger.state, address)
    return QueryAllBalancesResponse.encode(
      QueryAllBalancesResponse.fromPartial({ balances, pagination: { total: BigInt(balances.length) } }),
    ).finish()
  },
  '/cosmos.tx.v1beta1.Service/Simulate': (ledger, data) => {
    const { txBytes } = SimulateRequest.decode(data)
    const { gasUsed, events } = simulate(ledger, txBytes)
    return SimulateResponse.encode(
      SimulateResponse.fromPartial({
        gasInfo: { gasWanted: 0n, gasUsed },
        result: {
          events: events.map((e) => ({
            type: e.type,
            attributes: e.attributes.map((a) => ({ ...a, index: true })),
          })),
        },
      }),
    ).finish()
  },
}

/** REST (LCD) JSON for an account, as `/cosmos/auth/v1beta1/accounts/{address}` answers. */
export function accountJson(ledger: CosmosLedger, address: string) {
  const account = accountOf(ledger, address)
  return {
    account: {
      '@type': '/cosmos.auth.v1beta1.BaseAccount',
      address,
      pub_key: account.pubKey
        ? { '@type': '/cosmos.crypto.secp256k1.PubKey', key: toBase64(account.pubKey) }
        : null,
      account_number: account.accountNumber.toString(),
      sequence: account.sequence.toString(),
    },
  }
}

export { simulate as simulateQuery }
