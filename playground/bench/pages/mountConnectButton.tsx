// What every Portico page renders: a Connect button under a provider, in StrictMode, into #root.
import type { Portico } from '@portico/kernel'
import { ConnectButton, type PorticoLoader, PorticoProvider } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

export function mountConnectButton(portico: Portico | PorticoLoader): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <ConnectButton />
      </PorticoProvider>
    </StrictMode>,
  )
}
