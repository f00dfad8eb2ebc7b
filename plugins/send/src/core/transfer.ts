import {
  type ChainAdapter,
  type Portico,
  type TransferParameters,
  UnsupportedChainError,
} from '@portico/kernel'
import { isSendNamespace } from '../namespaces.js'
import { SendAccountMissingError, SendValidationError } from './errors.js'
import type { SendState } from './sendState.js'
import { classifyToken } from './tokens.js'
import { validateSend } from './validation.js'

/**
 * Checks the form against the active account and builds what the chain plugin's `sendTransfer`
 * takes: a native transfer (the plugin sends recipient, value and data 0x) or a token transfer
 * (recipient, amount and the token's contract address).
 *
 * @throws {UnsupportedChainError} 'Unsupported chain' outside eip155 and solana, or when the
 * namespace's chain plugin cannot send.
 * @throws {SendValidationError} with the first issue of `validateSend` as its short message.
 * @throws {SendAccountMissingError} when no account is connected in the namespace.
 */
export function buildTransfer(
  portico: Portico,
  state: SendState,
): { parameters: TransferParameters; send: NonNullable<ChainAdapter['sendTransfer']> } {
  const { wallet } = portico
  const namespace = wallet.getState().activeNamespace
  if (!isSendNamespace(namespace))
    throw new UnsupportedChainError({ metaMessages: [`Namespace: ${namespace ?? 'none'}`] })
  const send = portico.chains.get(namespace)?.sendTransfer
  if (!send) throw new UnsupportedChainError({ metaMessages: [`${namespace} has no sendTransfer`] })

  const network = wallet.getActiveNetwork(namespace)
  const [first, ...rest] = validateSend({ state, network })
  if (first) throw new SendValidationError([first, ...rest])

  const from = wallet.getAccount(namespace).address
  const connector = wallet.getActiveConnector(namespace)
  if (!from || !connector || !network || !wallet.isConnected(namespace))
    throw new SendAccountMissingError(namespace)

  const token = state.token!
  const kind = classifyToken(token, network)
  const receiver = state.receiverAddress!.trim()
  const parameters: TransferParameters = {
    connector,
    network,
    from,
    // spec 5 accepts EVM addresses without 0x; wallets do not.
    to: namespace === 'eip155' && !receiver.startsWith('0x') ? `0x${receiver}` : receiver,
    amount: state.sendTokenAmount!.trim(),
    ...(kind.kind === 'token'
      ? { token: { address: kind.address, decimals: kind.decimals, symbol: token.symbol } }
      : {}),
  }
  return { parameters, send }
}
