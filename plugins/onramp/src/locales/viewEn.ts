import { onrampUnsupportedNamespace } from '../core/messages.js'

/** The Buy view's English texts; they load with the service, not with the entry. */
const viewEn = {
  'onramp.form.label': 'Buy crypto',
  'onramp.form.purchase': 'You buy',
  'onramp.form.paymentCurrency': 'You pay in',
  'onramp.form.method': 'Payment method',
  'onramp.form.method.card': 'Card',
  'onramp.form.method.ach_bank_account': 'Bank transfer',
  'onramp.form.amount': 'Amount',
  'onramp.form.limits': 'From {min} to {max} {currency}',
  'onramp.issue.invalidAmount': 'Enter an amount, e.g. 50',
  'onramp.issue.belowMin': 'The minimum is {limit} {currency}',
  'onramp.issue.aboveMax': 'The maximum is {limit} {currency}',
  'onramp.quote.loading': 'Getting a quote…',
  'onramp.quote.receive': 'You receive',
  'onramp.quote.networkFee': 'Network fee',
  'onramp.quote.subtotal': 'Subtotal',
  'onramp.quote.total': 'Total',
  'onramp.quote.providerFee': 'Provider fee',
  'onramp.quote.providerFeeValue': '{min}-{max} %',
  'onramp.providers.label': 'Buy with',
  'onramp.providers.none': 'No provider is available for this project.',
  'onramp.provider.meld': 'Meld',
  'onramp.provider.coinbase': 'Coinbase',
  'onramp.reset': 'Reset',
  'onramp.progress':
    'Buying {symbol} with {provider}. Finish in the provider’s window; this updates when it lands.',
  'onramp.cancel': 'Cancel',
  'onramp.waiting': 'Waiting for the purchase',
  'onramp.completed': '{amount} {symbol} arrived in your wallet.',
  'onramp.optionsFallback': 'Showing the default options: {error}',
  'onramp.unsupported': onrampUnsupportedNamespace,
  'onramp.toast.bought': 'Bought {symbol}',
}

export default viewEn
