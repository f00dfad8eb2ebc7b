/** German texts of the siwx plugin, loaded when the app switches to 'de'. */
const de: Record<string, string> = {
  'siwx.view.title': 'Anmelden',
  'siwx.label': 'Mit deinem Wallet anmelden',
  'siwx.heading': '{app} möchte, dass du dich anmeldest',
  'siwx.explain':
    'Signiere eine Nachricht in deinem Wallet, um zu zeigen, dass dieses Konto dir gehört. Es kostet nichts und sendet keine Transaktion.',
  'siwx.required': 'Abbrechen trennt dein Wallet.',
  'siwx.account': 'Konto {address} in {network}',
  'siwx.sign': 'Anmelden',
  'siwx.retry': 'Erneut versuchen',
  'siwx.cancel': 'Abbrechen',
  'siwx.authenticating': 'Authentifizierung …',
  'siwx.error': 'Fehler beim Signieren der Nachricht',
  'siwx.initProblem': 'Beim Starten der Anmeldung ist ein Problem aufgetreten',
  'siwx.notEnabled': 'Die Anmeldung ist nicht eingerichtet',
}

export default de
