import { messages, NetworkSwitchError, RpcError } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import {
  CallsStatusNotApprovedError,
  hasErrorCode,
  MissingCapabilitiesAddressError,
  NodeError,
  NoRpcUrlError,
  shouldStopFailover,
  toEip155Error,
  toNodeError,
} from './errors.js'

describe('node error mapping', () => {
  // The node's words (geth, anvil, erigon, nethermind) and the readable error they become.
  const table: Array<[string, string, string]> = [
    [
      'execution reverted: ERC20: transfer amount exceeds balance',
      'ExecutionRevertedError',
      'The contract rejected the transaction.',
    ],
    ['execution reverted', 'ExecutionRevertedError', 'The contract rejected the transaction.'],
    [
      'VM Exception while processing transaction: revert Ownable: caller is not the owner',
      'ExecutionRevertedError',
      'The contract rejected the transaction.',
    ],
    [
      'max fee per gas less than block base fee: address 0xabc, maxFeePerGas: 1 baseFee: 7',
      'FeeCapTooLowError',
      'The maximum fee is below the current base fee of the network.',
    ],
    [
      'max fee per gas higher than 2^256-1',
      'FeeCapTooHighError',
      'The maximum fee is higher than the network accepts.',
    ],
    [
      'tx fee (1.20 ether) exceeds the configured cap (1.00 ether)',
      'FeeCapTooHighError',
      'The maximum fee is higher than the network accepts.',
    ],
    [
      'max priority fee per gas higher than max fee per gas',
      'TipAboveFeeCapError',
      'The priority fee (tip) is higher than the maximum fee.',
    ],
    [
      'nonce too low: next nonce 5, tx nonce 3',
      'NonceTooLowError',
      'This nonce was already used: another transaction from the account went first.',
    ],
    ['nonce too high', 'NonceTooHighError', "The nonce is ahead of the account's next nonce."],
    ['nonce has max value', 'NonceMaxValueError', 'The account nonce has reached its maximum value.'],
    [
      'insufficient funds for gas * price + value: balance 0, tx cost 1',
      'InsufficientFundsError',
      'The account cannot pay the amount plus the network fee.',
    ],
    [
      'Insufficient funds for gas * price + value',
      'InsufficientFundsError',
      'The account cannot pay the amount plus the network fee.',
    ],
    [
      'intrinsic gas too low: have 100, want 21000',
      'GasTooLowError',
      'The gas limit is too low for this transaction.',
    ],
    ['intrinsic gas too high', 'GasTooHighError', 'The gas limit is higher than a block allows.'],
    ['exceeds block gas limit', 'GasTooHighError', 'The gas limit is higher than a block allows.'],
    [
      'transaction type not supported',
      'TransactionTypeNotSupportedError',
      'The network does not support this transaction type.',
    ],
  ]

  it.each(table)('"%s" becomes %s', (nodeMessage, name, shortMessage) => {
    const error = toNodeError({ code: -32000, message: nodeMessage })
    expect(error).toBeInstanceOf(NodeError)
    expect(error?.name).toBe(name)
    expect(error?.shortMessage).toBe(shortMessage)
    expect(error?.nodeMessage).toBe(nodeMessage)
    expect(error?.code).toBe(-32000)
  })

  it('reads the revert reason', () => {
    const error = toNodeError({
      code: 3,
      message: 'execution reverted: ERC20: transfer amount exceeds balance',
    })
    expect(error?.name).toBe('ExecutionRevertedError')
    expect((error as { reason?: string }).reason).toBe('ERC20: transfer amount exceeds balance')
    expect(error?.message).toContain('Reason: ERC20: transfer amount exceeds balance')
  })

  it('treats code 3 without words as a revert, and finds messages nested in causes and data', () => {
    expect(toNodeError({ code: 3, message: '' })?.name).toBe('ExecutionRevertedError')
    const nested = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: -32000, message: 'nonce too low' } },
    }
    expect(toNodeError(nested)?.name).toBe('NonceTooLowError')
    const wrapped = new Error('wrapper', { cause: { message: 'insufficient funds for gas * price + value' } })
    expect(toNodeError(wrapped)?.name).toBe('InsufficientFundsError')
  })

  it('answers undefined for errors that are not node errors', () => {
    expect(toNodeError({ code: 4001, message: 'User rejected the request.' })).toBeUndefined()
    expect(toNodeError(new TypeError('fetch failed'))).toBeUndefined()
    expect(toNodeError('text')).toBeUndefined()
    expect(toNodeError(undefined)).toBeUndefined()
  })
})

describe('wallet error mapping', () => {
  it('keeps a user rejection a 4001 RpcError, even when the message mentions a revert', () => {
    const error = toEip155Error({ code: 4001, message: 'User rejected: would revert' })
    expect(error).toBeInstanceOf(RpcError)
    expect((error as RpcError).code).toBe(4001)
    expect((error as RpcError).name).toBe('UserRejectedRequestError')
  })

  it.each([
    [4100, 'UnauthorizedError'],
    [4200, 'UnsupportedMethodError'],
    [4900, 'DisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'UnrecognizedChainError'],
    [5000, 'UnknownWalletError'],
    [5700, 'UnsupportedCapabilityError'],
    [5760, 'AtomicityNotSupportedError'],
    [-32601, 'MethodNotFoundRpcError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32005, 'LimitExceededRpcError'],
  ])('maps wallet code %i to %s (kernel toRpcError)', (code, name) => {
    const error = toEip155Error({ code, message: 'wallet words' }) as RpcError
    expect(error).toBeInstanceOf(RpcError)
    expect(error.code).toBe(code)
    expect(error.name).toBe(name)
    expect(error.details).toBe('wallet words')
  })

  it('prefers the node meaning of a coded wallet error', () => {
    const error = toEip155Error({ code: -32603, message: 'insufficient funds for gas * price + value' })
    expect((error as NodeError).name).toBe('InsufficientFundsError')
    expect((error as NodeError).code).toBe(-32603)
  })

  it('returns Portico errors and uncoded values unchanged', () => {
    const own = new MissingCapabilitiesAddressError()
    expect(toEip155Error(own)).toBe(own)
    const plain = new TypeError('boom')
    expect(toEip155Error(plain)).toBe(plain)
  })

  it('finds a code nested in data.originalError (mobile wallets)', () => {
    const thrown = {
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4902, message: 'Unrecognized chain' } },
    }
    expect(hasErrorCode(thrown, 4902)).toBe(true)
    expect(hasErrorCode(toEip155Error(thrown), 4902)).toBe(true)
    expect(hasErrorCode({ code: 4001 }, 4902)).toBe(false)
  })

  it('uses the catalogue texts', () => {
    expect(new MissingCapabilitiesAddressError().shortMessage).toBe(messages.missingCapabilitiesAddress)
    expect(new MissingCapabilitiesAddressError().shortMessage).toBe(
      'Missing address parameter in wallet_getCapabilities request',
    )
    expect(new CallsStatusNotApprovedError().shortMessage).toBe(
      'Fetching call status not approved by the wallet',
    )
    expect(new NoRpcUrlError(8453).shortMessage).toBe('No RPC url provided for chainId 8453')
    expect(new NetworkSwitchError(10).shortMessage).toBe(messages.failedToSwitchChain(10))
  })
})

describe('shouldStopFailover', () => {
  it.each([
    [{ code: 3, message: 'execution reverted' }, true],
    [{ code: -32000, message: 'execution reverted: nope' }, true],
    [{ code: 5000, message: 'Unknown error' }, true],
    [{ code: 4001, message: 'User rejected' }, true],
    [{ code: -32003, message: 'Transaction rejected' }, true],
    [new Error('outer', { cause: { code: 5000 } }), true],
    [{ code: -32603, message: 'Internal error' }, false],
    [{ code: -32005, message: 'Rate limited' }, false],
    [new TypeError('fetch failed'), false],
  ])('%o ⇒ %s', (error, expected) => {
    expect(shouldStopFailover(error)).toBe(expected)
  })
})
