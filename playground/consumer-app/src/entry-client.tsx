import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App.js'
import { readConfig } from './config.js'

const { nonce, page } = readConfig()

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App styleNonce={nonce} page={page} />
  </StrictMode>,
  { onRecoverableError: (error) => console.error('hydration:', error) },
)
