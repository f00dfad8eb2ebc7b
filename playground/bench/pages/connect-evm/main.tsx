// Composition (a): a Connect button with kernel + ui + eip155 for Ethereum and Base, as the
// README's first example composes it.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { ConnectButton, PorticoProvider, ui } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const portico = createPortico({
  plugins: [ui(), eip155()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>
  </StrictMode>,
)
