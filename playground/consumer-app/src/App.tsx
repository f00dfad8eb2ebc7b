import { AccountButton, ConnectButton, PorticoProvider } from '@portico/ui'
import type { AppPage } from './config.js'
import { SignButton } from './SignButton.js'

export function App({ styleNonce, page }: { styleNonce: string; page: AppPage }) {
  return (
    <main>
      <h1>Consumer app</h1>
      <PorticoProvider portico={() => import('./portico.js')} styleNonce={styleNonce}>
        <nav aria-label="Wallet">
          <ConnectButton />
          <AccountButton />
        </nav>
        <SignButton />
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
