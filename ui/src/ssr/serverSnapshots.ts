import {
  initialWalletState,
  type ModalState,
  type NotificationsState,
  type Portico,
  type RouterState,
  type ThemeState,
  type WalletState,
} from '@portico/kernel'

/**
 * What the server renders for each store. React renders with these on the server and during
 * hydration, so they must depend only on the instance's options, never on what the browser
 * restored from storage (a persisted network or connection): the client then re-renders with its
 * real state after hydration, without a mismatch.
 */
export type ServerSnapshots = {
  wallet: WalletState
  modal: ModalState
  router: RouterState
  notifications: NotificationsState
  theme: ThemeState
  i18n: ReturnType<Portico['i18n']['getState']>
  flags: ReturnType<Portico['flags']['getAll']>
}

export function createServerSnapshots(portico: Portico): ServerSnapshots {
  const { options } = portico
  return {
    wallet: initialWalletState({ networks: options.networks ?? [], defaultNetwork: options.defaultNetwork }),
    modal: {
      open: options.embedded ?? false,
      loading: false,
      loadingNamespaces: {},
      shake: false,
      namespace: undefined,
    },
    router: { history: [{ view: 'Connect' }], transition: 'reset' },
    notifications: { toasts: [], alert: undefined },
    theme: { mode: options.themeMode ?? 'system', variables: options.themeVariables ?? {} },
    // The locale switches in start(), which runs in an effect: server and hydration render English.
    i18n: { locale: 'en', loading: false, version: 0 },
    // Local features only: remote config arrives on the first open, long after hydration.
    flags: portico.flags.getAll(),
  }
}
