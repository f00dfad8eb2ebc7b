import type { ExtensionItem, ViewLoader } from '@portico/kernel'
import type { WalletFeature } from './views/account/orderWalletFeatures.js'

/**
 * The extension points the modal UI offers to plugins. A plugin contributes with
 * `ctx.extensions.contribute('account.tabs', { id: 'tokens', label: 'balances.tab.tokens', load })`.
 */
declare module '@portico/kernel' {
  interface PorticoSlots {
    /** Tabs of the Account view (Tokens, NFTs, Activity); the tab bar hides when nobody fills it. */
    'account.tabs': ExtensionItem & {
      /** i18n key of the tab label. */
      label: string
      load: ViewLoader
    }
    /** Wallet feature buttons of the Account view, shown in the order onramp, swaps, receive, send. */
    'account.features': ExtensionItem & {
      feature: WalletFeature | (string & {})
      /** i18n key of the button label. */
      label: string
      /** The view the button opens. */
      view: string
      /** An inline SVG string for the button icon. */
      icon?: string
    }
    /** Sections of the Connect view besides the wallet list (e-mail, social). */
    'connect.sections': ExtensionItem & {
      method: 'email' | 'social'
      load: ViewLoader
    }
    /** Extra entries of the Connect view's wallet list (e.g. WalletConnect's QR entry). */
    'connect.wallets': ExtensionItem & {
      /** Which group of the list it belongs to (spec connector order). */
      kind: 'walletConnect' | 'custom' | 'external'
      /** i18n key or plain name. */
      name: string
      imageUrl?: string
      /** Opens this view with `data` when chosen. */
      view: string
      data?: unknown
    }
  }
}
