import type { Messages } from '@portico/kernel'

/** German, loaded when the locale is first switched to 'de'. */
export const de: Messages = {
  'balances.tab.tokens': 'Token',
  'balances.tab.nfts': 'NFTs',
  'balances.tokens.list': 'Token-Guthaben',
  'balances.tokens.total': 'Gesamtguthaben',
  'balances.tokens.loading': 'Token-Guthaben werden geladen',
  'balances.tokens.empty.title': 'Noch keine Token',
  'balances.tokens.empty.description': 'Token, die du auf {network} hältst, erscheinen hier.',
  'balances.tokens.error.title': 'Token-Guthaben nicht verfügbar',
  'balances.tokens.error.description': 'Sie konnten nicht geladen werden. Versuche es gleich noch einmal.',
  'balances.tokens.unsupported.title': 'Token-Guthaben nicht verfügbar',
  'balances.tokens.unsupported.description': 'Für dieses Netzwerk gibt es keine Guthaben.',
  'balances.retry': 'Erneut versuchen',
  'balances.retryIn': 'Erneut versuchen in {seconds} s',
  'balances.nfts.list': 'NFTs',
  'balances.nfts.loading': 'NFTs werden geladen',
  'balances.nfts.empty.title': 'Noch keine NFTs',
  'balances.nfts.empty.description': 'NFTs, die du auf {network} hältst, erscheinen hier.',
  'balances.nfts.error.title': 'NFTs nicht verfügbar',
  'balances.nfts.error.description': 'Sie konnten nicht geladen werden. Versuche es gleich noch einmal.',
  'balances.nfts.unsupported.title': 'NFTs nicht verfügbar',
  'balances.nfts.unsupported.description': 'Für dieses Netzwerk gibt es keine NFTs.',
  'balances.nfts.tokenId': '#{id}',
}
