import { onrampUnsupportedNamespace } from '../core/messages.js'

/** German texts of the on-ramp plugin (entry and view). */
const de = {
  'onramp.feature': 'Kaufen',
  'onramp.view.title': 'Krypto kaufen',
  'onramp.form.label': 'Krypto kaufen',
  'onramp.form.purchase': 'Sie kaufen',
  'onramp.form.paymentCurrency': 'Sie zahlen in',
  'onramp.form.method': 'Zahlungsart',
  'onramp.form.method.card': 'Karte',
  'onramp.form.method.ach_bank_account': 'Banküberweisung',
  'onramp.form.amount': 'Betrag',
  'onramp.form.limits': 'Von {min} bis {max} {currency}',
  'onramp.issue.invalidAmount': 'Geben Sie einen Betrag ein, z. B. 50',
  'onramp.issue.belowMin': 'Das Minimum ist {limit} {currency}',
  'onramp.issue.aboveMax': 'Das Maximum ist {limit} {currency}',
  'onramp.quote.loading': 'Angebot wird geholt…',
  'onramp.quote.receive': 'Sie erhalten',
  'onramp.quote.networkFee': 'Netzwerkgebühr',
  'onramp.quote.subtotal': 'Zwischensumme',
  'onramp.quote.total': 'Gesamt',
  'onramp.quote.providerFee': 'Anbietergebühr',
  'onramp.quote.providerFeeValue': '{min}-{max} %',
  'onramp.providers.label': 'Kaufen mit',
  'onramp.providers.none': 'Für dieses Projekt ist kein Anbieter verfügbar.',
  'onramp.provider.meld': 'Meld',
  'onramp.provider.coinbase': 'Coinbase',
  'onramp.reset': 'Zurücksetzen',
  'onramp.progress':
    '{symbol} wird bei {provider} gekauft. Schließen Sie den Kauf im Fenster des Anbieters ab; hier geht es weiter, sobald er ankommt.',
  'onramp.cancel': 'Abbrechen',
  'onramp.waiting': 'Warten auf den Kauf',
  'onramp.completed': '{amount} {symbol} sind in Ihrer Wallet angekommen.',
  'onramp.optionsFallback': 'Standardoptionen werden gezeigt: {error}',
  'onramp.unsupported': onrampUnsupportedNamespace,
  'onramp.toast.bought': '{symbol} gekauft',
}

export default de
