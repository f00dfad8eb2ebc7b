import { AccountButton, ConnectButton, PorticoProvider } from '@portico/ui'
import type { AppPage } from './config.js'
import { SignButton } from './SignButton.js'
import { ViewButtons } from './ViewButtons.js'

export function App({ styleNonce, page }: { styleNonce: string; page: AppPage }) {
  return (
    <main>
      <h1>Consumer app</h1>
      <PorticoProvider
        portico={page === 'all' ? () => import('./allPortico.js') : () => import('./portico.js')}
        styleNonce={styleNonce}
      >
        <nav aria-label="Wallet">
          <ConnectButton />
          <AccountButton />
        </nav>
        <SignButton />
        {page === 'all' ? <ViewButtons /> : null}
      </PorticoProvider>
      {page === 'two' ? (
        // A second instance with its own plugins, theme, storage and wallet: nothing is shared.
        <section aria-label="Second wallet">
          <PorticoProvider portico={() => import('./secondPortico.js')} styleNonce={styleNonce}>
            <ConnectButton />
            <AccountButton />
          </PorticoProvider>
        </section>
      ) : null}
    </main>
  )
}
