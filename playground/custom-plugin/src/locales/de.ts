/** German texts of the hello plugin, loaded when the app switches to 'de'. */
const de: Record<string, string> = {
  'hello.feature': 'Hallo sagen',
  'hello.view.title': 'Hallo',
  'hello.view.loading': 'Dein Name wird gesucht…',
  'hello.view.disconnected': 'Verbinde eine Wallet, um begrüßt zu werden.',
  'hello.view.again': 'Noch einmal grüßen',
}

export default de
