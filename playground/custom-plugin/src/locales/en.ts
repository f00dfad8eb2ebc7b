/** English texts of the hello plugin. The button label loads with the page; the view's come with it. */
const en: Record<string, string> = {
  'hello.feature': 'Say hello',
  'hello.view.title': 'Hello',
  'hello.view.loading': 'Looking up your name…',
  'hello.view.disconnected': 'Connect a wallet to be greeted.',
  'hello.view.again': 'Greet me again',
}

export default en
