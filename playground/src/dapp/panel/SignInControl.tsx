import { useId } from 'react'
import { type DappSettings, loadSettings, saveSettings } from '../settings.js'

const MODES: ReadonlyArray<[DappSettings['signIn'], string]> = [
  ['off', 'Off'],
  ['optional', 'Offered after connecting'],
  ['required', 'Required (refusing disconnects)'],
]

/**
 * Sign in with the wallet (the siwx plugin). The plugin is composed when the instance is created,
 * so a change is saved and the page reloads; the wallet session and sign-in sessions survive it.
 */
export function SignInControl() {
  const hintId = useId()
  const settings = loadSettings(localStorage)
  const change = (update: Partial<DappSettings>) => {
    saveSettings(localStorage, update)
    window.location.reload()
  }
  return (
    <fieldset aria-describedby={hintId}>
      <legend>Sign in with the wallet</legend>
      {MODES.map(([mode, label]) => (
        <label key={mode}>
          <input
            type="radio"
            name="dapp-sign-in"
            checked={settings.signIn === mode}
            onChange={() => change({ signIn: mode })}
          />
          {label}
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={settings.signInSessions === 'server'}
          disabled={settings.signIn === 'off'}
          onChange={(event) => change({ signInSessions: event.currentTarget.checked ? 'server' : 'local' })}
        />
        Verified by the sign-in server
      </label>
      <p id={hintId} className="dapp-hint">
        Sessions are kept in this browser, or by the emulator's sign-in server. Changing it reloads the page.
      </p>
    </fieldset>
  )
}
