import { messages } from '@portico/kernel'
import * as sendMessages from '../core/messages.js'

/**
 * English texts of the send plugin; the labels and view titles load with the entry (plugin.ts), all of
 * them with the views. The spec's texts come from the kernel
 * catalogue and the plugin's own from `core/messages.ts`, so each English sentence exists once;
 * `{name}` placeholders are filled by `t(key, params)`.
 */
const en = {
  'send.feature.send': 'Send',
  'send.feature.receive': 'Receive',
  'send.view.send.title': 'Send',
  'send.view.receive.title': 'Receive',

  'send.form.label': 'Send tokens',
  'send.form.token.label': 'Token',
  'send.form.token.change': 'Change',
  'send.form.token.balance': 'Balance: {balance} {symbol}',
  'send.form.token.loading': 'Loading your tokens…',
  'send.form.token.empty': 'No tokens to send on this network',
  'send.form.token.list': 'Your tokens',
  'send.form.amount.label': 'Amount',
  'send.form.amount.max': 'Max',
  // Starts with the visible 'Max' (axe: label-content-name-mismatch; speech input users say what they see).
  'send.form.amount.maxLabel': 'Max (use the maximum amount)',
  'send.form.amount.usd': '≈ {value} USD',
  'send.form.receiver.label': 'To',
  'send.form.receiver.placeholder': 'Address',
  'send.form.receiver.looking': 'Looking up the name…',
  'send.form.fee.label': 'Network fee',
  'send.form.fee.value': '{amount} {symbol}',
  'send.form.fee.usd': '≈ {value} USD',
  'send.form.fee.unknown': 'Estimated by your wallet',
  'send.form.preview': 'Preview send',
  'send.form.send': 'Send',
  'send.form.edit': 'Edit',
  'send.form.sending': 'Sending…',
  'send.preview.title': 'Review the send',
  'send.preview.amount': 'You send',
  'send.preview.to': 'To',
  'send.preview.fee': 'Network fee',
  'send.preview.approve': 'Approve the transaction in your wallet.',
  'send.unsupported': 'Sending is available on EVM and Solana networks only.',
  'send.toast.sent': 'Sent {amount} {symbol}',

  'send.error.amountAndReceiverRequired': messages.amountAndReceiverRequired,
  'send.error.tokenRequired': sendMessages.tokenRequired,
  'send.error.tokenAddressRequired': sendMessages.tokenAddressRequired,
  'send.error.invalidReceiver': sendMessages.invalidReceiver('{namespace}'),
  'send.error.receiverChecksum': sendMessages.receiverChecksum,
  'send.error.invalidAmount': sendMessages.invalidAmount,
  'send.error.rejected': sendMessages.sendRejected,
  'send.error.tooManyDecimals': sendMessages.tooManyDecimals('{decimals}'),
  'send.error.insufficientBalance': sendMessages.insufficientBalance('{balance}', '{symbol}'),

  'send.receive.label': 'Receive tokens',
  'send.receive.address': 'Your address',
  'send.receive.qr': 'QR code of your address {address}',
  'send.receive.copy': 'Copy address',
  'send.receive.networks': 'Send only tokens of these networks to this address:',
  'send.receive.disconnected': 'Connect a wallet to see your address.',
}

export default en
