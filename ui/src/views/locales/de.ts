import type { ViewMessageKey } from './en.js'

/** German texts of the core views and primitives, loaded when the locale is chosen. */
const de: Record<ViewMessageKey, string> = {
  // ---- chain namespaces ----
  'views.namespace.eip155': 'Ethereum (EVM)',
  'views.namespace.solana': 'Solana',
  'views.namespace.bip122': 'Bitcoin',
  'views.namespace.polkadot': 'Polkadot',
  'views.namespace.cosmos': 'Cosmos',

  // ---- wallet list tags ----
  'views.wallet.tag.installed': 'Installiert',
  'views.wallet.tag.recent': 'Zuletzt',
  'views.wallet.tag.qrCode': 'QR-Code',
  'views.wallet.tag.count': '{count}+',

  // ---- Connect ----
  'views.connect.or': 'oder',
  'views.connect.walletsLabel': 'Wallets',
  'views.connect.section.email': 'Mit E-Mail anmelden',
  'views.connect.section.social': 'Mit einem Social-Konto anmelden',
  'views.connect.sectionLoading': 'Anmeldeoptionen werden geladen',
  'views.connect.sectionError': 'Diese Anmeldeoption ist gerade nicht verfügbar.',
  'views.connect.allWallets': 'Alle Wallets',
  'views.connect.loading': 'Wallets werden geladen',
  'views.connect.error': 'Einige Wallets konnten nicht geladen werden.',
  'views.connect.retry': 'Erneut versuchen',
  'views.connect.continueWithWallet': 'Mit einer Wallet fortfahren',
  'views.connect.methodsLabel': 'Verbindungswege',
  'views.connect.legal.agree': 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
  'views.connect.legal.terms': 'Nutzungsbedingungen',
  'views.connect.legal.privacy': 'Datenschutzerklärung',
  'views.connect.replace.title': '{current} ersetzen?',
  'views.connect.replace.description':
    '{current} ist verbunden. {wallet} zu verbinden trennt diese Verbindung.',
  'views.connect.replace.confirm': 'Ersetzen',
  'views.connect.replace.cancel': 'Abbrechen',
  'views.connect.empty.title': 'Keine Wallets verfügbar',
  'views.connect.empty.description': 'Installiere eine Browser-Wallet, um dich mit dieser App zu verbinden.',

  // ---- AllWallets ----
  'views.allWallets.search': 'Wallets suchen',
  'views.allWallets.listLabel': 'Wallets',
  'views.allWallets.loading': 'Wallets werden geladen',
  'views.allWallets.loadingMore': 'Weitere Wallets werden geladen',
  'views.allWallets.empty': 'Keine Wallets gefunden',
  'views.allWallets.noMatch': 'Keine Wallet passt zu „{query}“',
  'views.allWallets.results': '{count} Wallets gefunden',
  'views.allWallets.error': 'Die Wallet-Liste konnte nicht geladen werden.',
  'views.allWallets.retry': 'Erneut versuchen',

  // ---- ConnectingExternal ----
  'views.connectingExternal.unknownWallet': 'deiner Wallet',
  'views.connectingExternal.waiting.title': 'Weiter in {wallet}',
  'views.connectingExternal.waiting.description': 'Bestätige die Verbindungsanfrage in deiner Wallet.',
  'views.connectingExternal.switching.description': 'Bestätige den Wechsel zu {network} in deiner Wallet.',
  'views.connectingExternal.failed.description': 'Versuche es erneut oder wähle eine andere Wallet.',
  'views.connectingExternal.unknownError': 'Die Wallet konnte nicht verbunden werden.',
  'views.connectingExternal.retry': 'Erneut versuchen',
  'views.connectingExternal.back': 'Andere Wallet wählen',

  // ---- Account ----
  'views.account.loading': 'Konto wird geladen',
  'views.account.notConnected.title': 'Keine Wallet verbunden',
  'views.account.notConnected.action': 'Wallet verbinden',
  'views.account.copyAddress': 'Adresse kopieren',
  'views.account.fiatTotal': '{value}',
  'views.account.balance': 'Guthaben:',
  'views.account.explorer': 'Auf {explorer} ansehen',
  'views.account.explorerFallback': 'Im Block-Explorer ansehen',
  'views.account.network': 'Netzwerk',
  'views.account.unsupported': 'Nicht unterstütztes Netzwerk',
  'views.account.wallets': 'Verbundene Wallets',
  'views.account.features': 'Wallet-Funktionen',
  'views.account.tabs': 'Kontodetails',
  'views.account.tabLoading': 'Wird geladen',
  'views.account.tabError': 'Dieser Tab konnte nicht angezeigt werden.',
  'views.account.disconnect': 'Trennen',

  // ---- Kontotyp der eingebetteten Wallet (Account, ProfileWallets) ----
  'views.accountType.toSmartAccount': 'Zum Smart Account wechseln',
  'views.accountType.toEoa': 'Zum EOA wechseln',
  'views.accountType.usingSmartAccount': 'Dein Smart Account ist aktiv',
  'views.accountType.usingEoa': 'Dein EOA ist aktiv',
  'views.accountType.switching': 'Kontotyp wird gewechselt',

  // ---- ProfileWallets ----
  'views.profileWallets.active': 'Aktiv',
  'views.profileWallets.switchShort': 'Wechseln',
  'views.profileWallets.switch': 'Zu {wallet} wechseln',
  'views.profileWallets.switching': 'Wallet wird gewechselt',
  'views.profileWallets.disconnect': '{wallet} trennen',
  'views.profileWallets.disconnecting': 'Wallet wird getrennt',
  'views.profileWallets.add': 'Wallet hinzufügen',
  'views.profileWallets.empty.title': 'Keine Wallets verbunden',
  'views.profileWallets.empty.action': 'Wallet verbinden',

  // ---- SwitchNetwork ----
  'views.switchNetwork.listLabel': 'Netzwerke',
  'views.switchNetwork.current': '(aktuelles Netzwerk)',
  'views.switchNetwork.testnet': 'Testnetz',
  'views.switchNetwork.empty': 'Für diese App sind keine Netzwerke eingerichtet.',
  'views.switchNetwork.pending.title': 'In der Wallet bestätigen',
  'views.switchNetwork.pending.description': 'Bestätige den Wechsel zu {network} in deiner Wallet.',
  'views.switchNetwork.retry': 'Erneut versuchen',

  // ---- SwitchActiveChain ----
  'views.switchActiveChain.title': 'Zu {namespace} wechseln',
  'views.switchActiveChain.description':
    'Deine Wallet ist mit {current} verbunden. Um {network} zu nutzen, verbinde eine {namespace}-Wallet.',
  'views.switchActiveChain.action': 'Weiter mit {namespace}',
  'views.switchActiveChain.cancel': 'Beim aktuellen Netzwerk bleiben',
  'views.switchActiveChain.missing': 'Es wurde kein Zielnetzwerk angegeben.',

  // ---- UnsupportedChain ----
  'views.unsupportedChain.title': 'Nicht unterstütztes Netzwerk',
  'views.unsupportedChain.description':
    'Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt. Wechsle zu einem dieser Netzwerke:',
  'views.unsupportedChain.noNetworks': 'Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt.',
  'views.unsupportedChain.disconnect': 'Trennen',
}

export default de
