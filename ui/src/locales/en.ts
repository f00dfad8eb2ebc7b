import type { Messages } from '@portico/kernel'
import type buttonsEn from './buttonsEn.js'

/**
 * English texts of the shell, toasts, alerts, view titles and primitives. They come with the
 * modal's code (shell/modalBundle.ts), which adds them to the instance's catalogue before any of
 * it renders; the entry buttons' texts are registered with the plugin (`./buttonsEn.ts`). Views
 * keep theirs in `views/locales/`. Keys are `ui.<area>.<name>`; the spec's alert texts are not
 * repeated here: they come from the kernel's `alerts`, and other locales translate them under
 * `ui.alert.<CODE>.*`.
 */
const en = {
  'ui.header.back': 'Back',
  'ui.header.close': 'Close',
  'ui.shell.loading': 'Loading…',
  'ui.shell.viewError': 'This view could not be shown.',
  'ui.shell.retry': 'Try again',
  'ui.footer.branding': 'Powered by Portico',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Dismiss notification',
  'ui.alert.dismiss': 'Dismiss alert',
  // View titles shown in the header; a view may override its title with useModalTitle.
  'ui.connect.title': 'Connect Wallet',
  'ui.allWallets.title': 'All Wallets',
  'ui.connectingExternal.title': 'Connecting',
  'ui.account.title': 'Account',
  'ui.profileWallets.title': 'Connected Wallets',
  'ui.switchNetwork.title': 'Choose Network',
  'ui.switchActiveChain.title': 'Switch Network',
  'ui.unsupportedChain.title': 'Unsupported Network',
  // ---- primitives (used by plugin views too, so bundled with the shell strings) ----
  'primitives.copy.label': 'Copy',
  'primitives.copy.copied': 'Copied',
  'primitives.copy.failed': 'Could not copy',
  'primitives.search.clear': 'Clear search',
  'primitives.link.newTab': '(opens in a new tab)',
} as const satisfies Messages

export type ShellMessageKey = keyof typeof en | keyof typeof buttonsEn

export default en
