import type { Messages } from '@portico/kernel'

/** English. The tab labels load with the plugin's registration (plugin.ts), the rest with the tabs. */
export const en: Messages = {
  'balances.tab.tokens': 'Tokens',
  'balances.tab.nfts': 'NFTs',
  'balances.tokens.list': 'Token balances',
  'balances.tokens.total': 'Total balance',
  'balances.tokens.loading': 'Loading token balances',
  'balances.tokens.empty.title': 'No tokens yet',
  'balances.tokens.empty.description': 'Tokens you hold on {network} show up here.',
  'balances.tokens.error.title': 'Token balances are unavailable',
  'balances.tokens.error.description': 'They could not be loaded. Try again in a moment.',
  'balances.tokens.unsupported.title': 'Token balances are unavailable',
  'balances.tokens.unsupported.description': 'Balances are not available on this network.',
  'balances.retry': 'Try again',
  'balances.retryIn': 'Try again in {seconds} s',
  'balances.nfts.list': 'NFTs',
  'balances.nfts.loading': 'Loading NFTs',
  'balances.nfts.empty.title': 'No NFTs yet',
  'balances.nfts.empty.description': 'NFTs you hold on {network} show up here.',
  'balances.nfts.error.title': 'NFTs are unavailable',
  'balances.nfts.error.description': 'They could not be loaded. Try again in a moment.',
  'balances.nfts.unsupported.title': 'NFTs are unavailable',
  'balances.nfts.unsupported.description': 'NFTs are not available on this network.',
  'balances.nfts.tokenId': '#{id}',
}
