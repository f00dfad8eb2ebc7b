import { AccountButton, ConnectButton, PorticoProvider } from '@portico/ui'
import { lazy, Suspense } from 'react'
import type { AppPage } from './config.js'
import { SignButton } from './SignButton.js'

// The page at `/all` only: the other pages do not load its code.
const ViewButtons = lazy(() => import('./ViewButtons.js'))

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
        {page === 'all' ? (
          <Suspense fallback={null}>
            <ViewButtons />
          </Suspense>
        ) : null}
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
