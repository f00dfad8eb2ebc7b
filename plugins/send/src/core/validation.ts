import { formatQuantity, isAddressFor, isChecksumAddress, messages, type Network } from '@portico/kernel'
import * as sendMessages from './messages.js'
import type { SendState } from './sendState.js'
import { classifyToken, tokenDecimals } from './tokens.js'
import { formatUnits, parseUnits } from './units.js'

export type SendField = 'amount' | 'receiver' | 'token'

export type SendIssueCode =
  | 'amountAndReceiverRequired'
  | 'tokenRequired'
  | 'tokenAddressRequired'
  | 'invalidReceiver'
  | 'receiverChecksum'
  | 'invalidAmount'
  | 'tooManyDecimals'
  | 'insufficientBalance'

/** One reason the form cannot be sent: an i18n-able code, the fields concerned and the English text. */
export type SendIssue = {
  code: SendIssueCode
  fields: readonly SendField[]
  message: string
  /** Values the message interpolates (`send.error.<code>` in the catalogues uses the same names). */
  params?: Readonly<Record<string, string | number>>
}

export type ValidateSendParameters = {
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
  /** The active network; its namespace decides the receiver format. */
  network: Network | undefined
}

/**
 * Every reason the send form cannot be sent, in the order they are reported (the first one is what
 * `sendTokens()` throws): spec 5 first ('An amount and receiver address are required', 'A token is
 * required', an ERC20 send needs a token address), then the receiver format of the namespace and
 * the amount (a positive decimal the token can hold, at most the balance).
 *
 * @example
 * validateSend({ state: { token: eth, sendTokenAmount: '', receiverAddress: '' }, network })[0].message
 * // 'An amount and receiver address are required'
 */
export function validateSend({ state, network }: ValidateSendParameters): SendIssue[] {
  const issues: SendIssue[] = []
  const amount = state.sendTokenAmount?.trim() ?? ''
  const receiver = state.receiverAddress?.trim() ?? ''
  const { token } = state

  if (!amount || !receiver) {
    const fields: SendField[] = []
    if (!amount) fields.push('amount')
    if (!receiver) fields.push('receiver')
    issues.push({ code: 'amountAndReceiverRequired', fields, message: messages.amountAndReceiverRequired })
  }
  if (!token) {
    issues.push({ code: 'tokenRequired', fields: ['token'], message: sendMessages.tokenRequired })
  } else if (classifyToken(token, network).kind === 'missing-address') {
    issues.push({
      code: 'tokenAddressRequired',
      fields: ['token'],
      message: sendMessages.tokenAddressRequired,
    })
  }

  const namespace = network?.chainNamespace
  if (receiver && namespace && !isAddressFor(namespace, receiver)) {
    const label = sendMessages.namespaceLabels[namespace] ?? namespace
    issues.push({
      code: 'invalidReceiver',
      fields: ['receiver'],
      message: sendMessages.invalidReceiver(label),
      params: { namespace: label },
    })
  } else if (namespace === 'eip155' && hasWrongChecksum(receiver)) {
    issues.push({ code: 'receiverChecksum', fields: ['receiver'], message: sendMessages.receiverChecksum })
  }

  if (amount) issues.push(...amountIssues(amount, state.token, network))
  return issues
}

function amountIssues(amount: string, token: SendState['token'], network: Network | undefined): SendIssue[] {
  const decimals = token ? tokenDecimals(token, network) : 18
  const loose = parseUnits(amount, 255)
  if (loose === undefined || loose === 0n)
    return [{ code: 'invalidAmount', fields: ['amount'], message: sendMessages.invalidAmount }]
  const units = parseUnits(amount, decimals)
  if (units === undefined)
    return [
      {
        code: 'tooManyDecimals',
        fields: ['amount'],
        message: sendMessages.tooManyDecimals(decimals),
        params: { decimals },
      },
    ]
  if (!token) return []
  const balance = parseUnits(token.quantity.numeric, decimals)
  if (balance !== undefined && units > balance) {
    // The balance as the token list shows it, not all 18 decimals; the view formats `balanceValue`
    // again for the visitor's locale.
    const balanceValue = formatUnits(balance, decimals)
    const shown = formatQuantity(balanceValue)
    return [
      {
        code: 'insufficientBalance',
        fields: ['amount'],
        message: sendMessages.insufficientBalance(shown, token.symbol),
        params: { balance: shown, symbol: token.symbol, balanceValue },
      },
    ]
  }
  return []
}

/**
 * EIP-55: an address written in mixed case carries a checksum, and a wrong one means a typo (a
 * changed character). All lower or all upper case carries none and stays accepted.
 */
function hasWrongChecksum(receiver: string): boolean {
  const hex = receiver.replace(/^0x/i, '')
  const mixedCase = /[a-f]/.test(hex) && /[A-F]/.test(hex)
  return mixedCase && !isChecksumAddress(`0x${hex}`)
}
