// A minimal app for the first-paint bundle test: an instance with the ui plugin, the provider and
// the entry buttons, and nothing opened yet.
import { createPortico } from '@portico/kernel'
import { AccountButton, ConnectButton, NetworkButton, PorticoProvider, ui } from '@portico/ui'
import { createRoot } from 'react-dom/client'

const portico = createPortico({ plugins: [ui()] })
createRoot(document.body).render(
  <PorticoProvider portico={portico}>
    <NetworkButton />
    <ConnectButton />
    <AccountButton />
  </PorticoProvider>,
)
