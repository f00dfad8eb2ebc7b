import type { Messages } from '@portico/kernel'
import type { ShellMessageKey } from './en.js'

/** German texts of the shell, buttons, toasts and alerts; loaded when the locale is first chosen. */
const de: Record<ShellMessageKey, string> & Messages = {
  'ui.button.connect': 'Wallet verbinden',
  'ui.button.connecting': 'Verbinde…',
  'ui.button.network.select': 'Netzwerk wählen',
  'ui.button.network.unsupported': 'Netzwerk nicht unterstützt',
  'ui.header.back': 'Zurück',
  'ui.header.close': 'Schließen',
  'ui.shell.loading': 'Wird geladen…',
  'ui.shell.viewError': 'Diese Ansicht konnte nicht angezeigt werden.',
  'ui.shell.retry': 'Erneut versuchen',
  'ui.footer.branding': 'Bereitgestellt von Portico',
  'ui.toast.region': 'Benachrichtigungen',
  'ui.toast.dismiss': 'Benachrichtigung schließen',
  'ui.alert.dismiss': 'Hinweis schließen',
  'ui.connect.title': 'Wallet verbinden',
  'ui.allWallets.title': 'Alle Wallets',
  'ui.connectingExternal.title': 'Verbindung wird hergestellt',
  'ui.account.title': 'Konto',
  'ui.profileWallets.title': 'Verbundene Wallets',
  'ui.switchNetwork.title': 'Netzwerk wählen',
  'ui.switchActiveChain.title': 'Netzwerk wechseln',
  'ui.unsupportedChain.title': 'Netzwerk nicht unterstützt',
  // The alert texts of spec section 8 (English lives in the kernel's `alerts`).
  'ui.alert.NETWORK_NOT_FOUND.title': 'Netzwerk nicht gefunden',
  'ui.alert.NETWORK_NOT_FOUND.description':
    'Die Wallet meldet ein Netzwerk, für das diese App nicht eingerichtet ist.',
  'ui.alert.ORIGIN_NOT_ALLOWED.title': 'Herkunft nicht erlaubt',
  'ui.alert.ORIGIN_NOT_ALLOWED.description':
    'Fügen Sie diese Herkunft der Liste erlaubter Domains des Projekts hinzu.',
  'ui.alert.EMBEDDED_WALLET_LOAD_FAILED.title':
    'Netzwerkfehler – eingebettete Wallet konnte nicht geladen werden',
  'ui.alert.EMBEDDED_WALLET_LOAD_FAILED.description':
    'Die eingebettete Wallet konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  'ui.alert.EMBEDDED_WALLET_TIMEOUT.title': 'Zeitüberschreitung der eingebetteten Wallet',
  'ui.alert.EMBEDDED_WALLET_TIMEOUT.description':
    'Die eingebettete Wallet hat nicht rechtzeitig geantwortet.',
  'ui.alert.UNVERIFIED_DOMAIN.title': 'Nicht verifizierte Domain',
  'ui.alert.UNVERIFIED_DOMAIN.description': 'Diese Domain ist für das Projekt nicht verifiziert.',
  'ui.alert.SESSION_EXPIRED.title': 'Sitzung abgelaufen',
  'ui.alert.SESSION_EXPIRED.description':
    'Die Sitzung ist ungültig. Prüfen Sie die Zeiteinstellungen dieses Geräts.',
  'ui.alert.INVALID_PROJECT_ID.title': 'Ungültige Projekt-ID',
  'ui.alert.INVALID_PROJECT_ID.description': 'Die Projekt-ID ist ungültig.',
  'ui.alert.PROJECT_ID_NOT_CONFIGURED.title': 'Projekt-ID nicht konfiguriert',
  'ui.alert.PROJECT_ID_NOT_CONFIGURED.description':
    'Übergeben Sie createPortico eine projectId, um die gehosteten Dienste zu nutzen.',
  'ui.alert.SERVER_ERROR.title': 'Serverfehler',
  'ui.alert.SERVER_ERROR.description': 'Die App-Konfiguration konnte nicht abgerufen werden.',
  'ui.alert.RATE_LIMITED.title': 'Zu viele Anfragen',
  'ui.alert.RATE_LIMITED.description': 'Zu viele Anfragen. Versuchen Sie es gleich noch einmal.',
  'ui.alert.MULTI_WALLET_NOT_ENABLED.title': 'Mehrere Wallets nicht aktiviert',
  'ui.alert.MULTI_WALLET_NOT_ENABLED.description':
    'Das gleichzeitige Verbinden mehrerer Wallets ist für dieses Projekt ausgeschaltet.',
  'ui.alert.INVALID_APP_CONFIGURATION.title': 'Ungültige App-Konfiguration',
  'ui.alert.INVALID_APP_CONFIGURATION.description':
    'Diese Herkunft steht nicht auf der Liste erlaubter Domains des Projekts.',
  // ---- primitives (used by plugin views too, so bundled with the shell strings) ----
  'primitives.copy.label': 'Kopieren',
  'primitives.copy.copied': 'Kopiert',
  'primitives.copy.failed': 'Kopieren nicht möglich',
  'primitives.search.clear': 'Suche löschen',
  'primitives.link.newTab': '(öffnet in einem neuen Tab)',
}

export default de
