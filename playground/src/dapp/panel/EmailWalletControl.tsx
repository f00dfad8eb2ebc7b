import { useAccount, usePortico } from '@portico/ui'
import { useId } from 'react'
import type { PlaygroundServices } from '../services.js'
import { saveSettings } from '../settings.js'

/**
 * The e-mail wallet: composes @portico/plugin-email-auth with the local secure site (the page
 * reloads), links the local inbox where codes and device links arrive, and opens UpdateEmailWallet.
 */
export function EmailWalletControl({ services }: { services: PlaygroundServices }) {
  const portico = usePortico()
  const { connectorId } = useAccountConnector()
  const hintId = useId()
  const composed = portico.plugins.some((plugin) => plugin.id === 'email-auth')
  if (!services.secureSiteUrl) return null
  return (
    <fieldset>
      <legend>E-mail wallet</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={composed}
          onChange={(event) => {
            saveSettings(localStorage, { emailWallet: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Log in by e-mail
      </label>
      {composed ? (
        <label>
          <input
            type="checkbox"
            checked={portico.plugins.some((plugin) => plugin.id === 'socials')}
            onChange={(event) => {
              saveSettings(localStorage, { socialLogin: event.currentTarget.checked })
              window.location.reload()
            }}
          />
          Social and Farcaster login
        </label>
      ) : null}
      <p id={hintId} className="dapp-hint">
        Codes and device links arrive in the{' '}
        <a href={`${services.secureSiteUrl}/inbox.html`} target="_blank" rel="noreferrer">
          local inbox
        </a>
        . Changing it reloads the page.
      </p>
      {composed && connectorId === 'AUTH' ? (
        <button type="button" onClick={() => void portico.modal.open({ view: 'UpdateEmailWallet' })}>
          Update e-mail
        </button>
      ) : null}
    </fieldset>
  )
}

function useAccountConnector() {
  const portico = usePortico()
  const { isConnected } = useAccount()
  return { connectorId: isConnected ? portico.wallet.getActiveConnector('eip155')?.id : undefined }
}
