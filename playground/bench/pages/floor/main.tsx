// The floor: React with a plain button that opens a plain dialog holding a plain wallet list, in
// the same DOM shape as Portico's (a portal on <body>, the list under data-testid). Every other
// scenario is compared with this one.
import { StrictMode, useState } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'

const WALLETS = ['Bench Wallet']

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="portico-connect-button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open
        ? createPortal(
            <div className="overlay">
              <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
                <section aria-label="Wallets">
                  <ul data-testid="connect-wallet-list">
                    {WALLETS.map((name) => (
                      <li key={name}>
                        <button type="button">{name}</button>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
