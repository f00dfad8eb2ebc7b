import { AccountButton, ConnectButton, PorticoProvider } from '@portico/ui'
import { SignButton } from './SignButton.js'

export function App({ styleNonce }: { styleNonce: string }) {
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
    </main>
  )
}
