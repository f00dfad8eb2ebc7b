import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App.js'
import { readConfig } from './config.js'

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App styleNonce={readConfig().nonce} />
  </StrictMode>,
  { onRecoverableError: (error) => console.error('hydration:', error) },
)
