import { messages } from '@portico/kernel'

/** English texts of the WalletConnect views (bundled); the spec's error texts come from the kernel. */
const en = {
  'walletconnect.title': 'WalletConnect',
  'walletconnect.entry': 'WalletConnect',
  'walletconnect.scan': 'Scan this QR code with your phone',
  'walletconnect.scanWith': 'Scan with {wallet}',
  'walletconnect.qrLabel': 'QR code to connect with a mobile wallet',
  'walletconnect.copyLink': 'Copy link',
  'walletconnect.copied': 'Link copied',
  'walletconnect.loading': 'Preparing a connection…',
  'walletconnect.waiting': 'Waiting for the wallet to approve…',
  'walletconnect.openWallet': 'Open {wallet}',
  'walletconnect.continueIn': 'Continue in {wallet}',
  'walletconnect.refreshing': 'The code expired, a new one is coming…',
  'walletconnect.retry': 'Try again',
  'walletconnect.allWallets': 'All wallets',
  'walletconnect.connected': 'Connected',
  'walletconnect.error.rejected': messages.connectionRejected,
  'walletconnect.error.rejectedHint': 'The wallet declined the connection. You can try again.',
  'walletconnect.error.failed': messages.failedToConnect,
  'walletconnect.error.connectorMissing': messages.walletConnectConnectorNotFound,
  'walletconnect.error.signClient': messages.signClientNotInitialized,
}

export default en
