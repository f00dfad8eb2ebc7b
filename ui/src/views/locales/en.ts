import type { Messages } from '@portico/kernel'

/**
 * English texts of the core views, loaded with the first core view (not at first paint). Keys are
 * `views.<view>.<name>`; the primitives' texts are in `../../locales/en.ts`. `{name}` placeholders are filled by
 * `t(key, params)`. The spec's error texts are not here: views show the kernel error's `shortMessage`.
 */
const en = {
  // ---- chain namespaces (spec 1) ----
  'views.namespace.eip155': 'Ethereum (EVM)',
  'views.namespace.solana': 'Solana',
  'views.namespace.bip122': 'Bitcoin',
  'views.namespace.polkadot': 'Polkadot',
  'views.namespace.cosmos': 'Cosmos',

  // ---- wallet list tags ----
  'views.wallet.tag.installed': 'Installed',
  'views.wallet.tag.recent': 'Recent',
  'views.wallet.tag.qrCode': 'QR code',
  'views.wallet.tag.count': '{count}+',

  // ---- Connect ----
  'views.connect.or': 'or',
  'views.connect.walletsLabel': 'Wallets',
  'views.connect.section.email': 'Sign in with e-mail',
  'views.connect.section.social': 'Sign in with a social account',
  'views.connect.sectionLoading': 'Loading sign-in options',
  'views.connect.sectionError': 'This sign-in option is not available right now.',
  'views.connect.allWallets': 'All wallets',
  'views.connect.loading': 'Loading wallets',
  'views.connect.error': 'Some wallets could not be loaded.',
  'views.connect.retry': 'Try again',
  'views.connect.continueWithWallet': 'Continue with a wallet',
  'views.connect.methodsLabel': 'Ways to connect',
  'views.connect.legal.agree': 'I agree to the Terms of Service and the Privacy Policy',
  'views.connect.legal.terms': 'Terms of Service',
  'views.connect.legal.privacy': 'Privacy Policy',
  'views.connect.replace.title': 'Replace {current}?',
  'views.connect.replace.description': '{current} is connected. Connecting {wallet} disconnects it.',
  'views.connect.replace.confirm': 'Replace',
  'views.connect.replace.cancel': 'Cancel',
  'views.connect.empty.title': 'No wallets available',
  'views.connect.empty.description': 'Install a browser wallet to connect to this app.',

  // ---- AllWallets ----
  'views.allWallets.search': 'Search wallets',
  'views.allWallets.listLabel': 'Wallets',
  'views.allWallets.loading': 'Loading wallets',
  'views.allWallets.loadingMore': 'Loading more wallets',
  'views.allWallets.empty': 'No wallets found',
  'views.allWallets.noMatch': 'No wallet matches “{query}”',
  'views.allWallets.results': '{count} wallets found',
  'views.allWallets.error': 'The wallet list could not be loaded.',
  'views.allWallets.retry': 'Try again',

  // ---- ConnectingExternal ----
  'views.connectingExternal.unknownWallet': 'your wallet',
  'views.connectingExternal.waiting.title': 'Continue in {wallet}',
  'views.connectingExternal.waiting.description': 'Accept the connection request in your wallet.',
  'views.connectingExternal.switching.description': 'Accept the switch to {network} in your wallet.',
  'views.connectingExternal.failed.description': 'Try again, or choose another wallet.',
  'views.connectingExternal.unknownError': 'The wallet could not be connected.',
  'views.connectingExternal.retry': 'Try again',
  'views.connectingExternal.back': 'Choose another wallet',

  // ---- Account ----
  'views.account.loading': 'Loading account',
  'views.account.notConnected.title': 'No wallet connected',
  'views.account.notConnected.action': 'Connect a wallet',
  'views.account.copyAddress': 'Copy address',
  'views.account.fiatTotal': '{value}',
  'views.account.balance': 'Balance:',
  'views.account.explorer': 'View on {explorer}',
  'views.account.explorerFallback': 'View in block explorer',
  'views.account.network': 'Network',
  'views.account.unsupported': 'Unsupported network',
  'views.account.wallets': 'Connected wallets',
  'views.account.features': 'Wallet features',
  'views.account.tabs': 'Account details',
  'views.account.tabLoading': 'Loading',
  'views.account.tabError': 'This tab could not be shown.',
  'views.account.disconnect': 'Disconnect',

  // ---- The embedded wallet's account type (Account, ProfileWallets) ----
  'views.accountType.toSmartAccount': 'Switch to smart account',
  'views.accountType.toEoa': 'Switch to EOA',
  'views.accountType.usingSmartAccount': 'Using your smart account',
  'views.accountType.usingEoa': 'Using your EOA',
  'views.accountType.switching': 'Switching account type',

  // ---- ProfileWallets ----
  'views.profileWallets.active': 'Active',
  'views.profileWallets.switchShort': 'Switch',
  'views.profileWallets.switch': 'Switch to {wallet}',
  'views.profileWallets.switching': 'Switching wallet',
  'views.profileWallets.disconnect': 'Disconnect {wallet}',
  'views.profileWallets.disconnecting': 'Disconnecting wallet',
  'views.profileWallets.add': 'Add wallet',
  'views.profileWallets.empty.title': 'No wallets connected',
  'views.profileWallets.empty.action': 'Connect a wallet',

  // ---- SwitchNetwork ----
  'views.switchNetwork.listLabel': 'Networks',
  'views.switchNetwork.current': '(current network)',
  'views.switchNetwork.testnet': 'Testnet',
  'views.switchNetwork.empty': 'This app has no networks configured.',
  'views.switchNetwork.pending.title': 'Approve in your wallet',
  'views.switchNetwork.pending.description': 'Accept the switch to {network} in your wallet.',
  'views.switchNetwork.retry': 'Try again',

  // ---- SwitchActiveChain ----
  'views.switchActiveChain.title': 'Switch to {namespace}',
  'views.switchActiveChain.description':
    'Your wallet is connected on {current}. To use {network}, connect a {namespace} wallet.',
  'views.switchActiveChain.action': 'Continue with {namespace}',
  'views.switchActiveChain.cancel': 'Stay on the current network',
  'views.switchActiveChain.missing': 'No network to switch to was given.',

  // ---- UnsupportedChain ----
  'views.unsupportedChain.title': 'Unsupported network',
  'views.unsupportedChain.description':
    'Your wallet is on a network this app does not support. Switch to one of these:',
  'views.unsupportedChain.noNetworks': 'Your wallet is on a network this app does not support.',
  'views.unsupportedChain.disconnect': 'Disconnect',
} as const satisfies Messages

export type ViewMessageKey = keyof typeof en

export default en
