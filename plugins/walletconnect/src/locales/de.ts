/** German texts of the WalletConnect views, loaded when the locale is first chosen. */
const de = {
  'walletconnect.title': 'WalletConnect',
  'walletconnect.entry': 'WalletConnect',
  'walletconnect.scan': 'Scanne diesen QR-Code mit deinem Telefon',
  'walletconnect.scanWith': 'Mit {wallet} scannen',
  'walletconnect.qrLabel': 'QR-Code zum Verbinden mit einer mobilen Wallet',
  'walletconnect.copyLink': 'Link kopieren',
  'walletconnect.copied': 'Link kopiert',
  'walletconnect.loading': 'Verbindung wird vorbereitet…',
  'walletconnect.waiting': 'Warte auf die Bestätigung in der Wallet…',
  'walletconnect.openWallet': '{wallet} öffnen',
  'walletconnect.continueIn': 'Weiter in {wallet}',
  'walletconnect.refreshing': 'Der Code ist abgelaufen, ein neuer kommt…',
  'walletconnect.retry': 'Erneut versuchen',
  'walletconnect.allWallets': 'Alle Wallets',
  'walletconnect.connected': 'Verbunden',
  'walletconnect.error.rejected': 'Verbindung abgelehnt',
  'walletconnect.error.rejectedHint':
    'Die Wallet hat die Verbindung abgelehnt. Du kannst es erneut versuchen.',
  'walletconnect.error.failed': 'Verbindung fehlgeschlagen',
  'walletconnect.error.connectorMissing': 'WalletConnect-Connector nicht gefunden',
  'walletconnect.error.signClient': 'Sign Client nicht initialisiert',
}

export default de
