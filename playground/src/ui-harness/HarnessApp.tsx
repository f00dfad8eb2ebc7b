import {
  ConnectButton,
  NetworkButton,
  PorticoModal,
  useLocale,
  useNotifications,
  useTheme,
} from '@portico/ui'

/** The host page: entry buttons in a header, controls for the tests, the embedded card. */
export function HarnessApp({ embedded }: { embedded: boolean }) {
  const { mode, setMode } = useTheme()
  const { locale, setLocale } = useLocale()
  const notifications = useNotifications()
  return (
    <>
      <header className="host-header">
        <h1>Portico UI harness</h1>
        <nav aria-label="Wallet" className="host-wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="host-main">
        {embedded ? <PorticoModal /> : null}
        <section aria-labelledby="controls-title" className="host-controls">
          <h2 id="controls-title">Controls</h2>
          <fieldset>
            <legend>Theme (now {mode})</legend>
            {(['light', 'dark', 'system'] as const).map((value) => (
              <button key={value} type="button" aria-pressed={mode === value} onClick={() => setMode(value)}>
                {value}
              </button>
            ))}
          </fieldset>
          <fieldset>
            <legend>Language (now {locale})</legend>
            <button type="button" onClick={() => void setLocale('en')}>
              English
            </button>
            <button type="button" onClick={() => void setLocale('de')}>
              Deutsch
            </button>
          </fieldset>
          <fieldset>
            <legend>Toasts</legend>
            <button type="button" onClick={() => notifications.success('Address copied')}>
              Success toast
            </button>
            <button type="button" onClick={() => notifications.error('Connection rejected')}>
              Error toast
            </button>
            <button type="button" onClick={() => notifications.loading('Switching network')}>
              Loading toast
            </button>
          </fieldset>
          <button type="button" id="host-button">
            A host button
          </button>
        </section>
      </main>
    </>
  )
}
