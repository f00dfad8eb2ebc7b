import { usePortico } from '@portico/ui'
import { useId } from 'react'
import { saveSettings } from '../settings.js'

/** Composes @portico/plugin-analytics (the page reloads); events go to the local emulator. */
export function AnalyticsControl() {
  const portico = usePortico()
  const hintId = useId()
  const composed = portico.plugins.some((plugin) => plugin.id === 'analytics')
  return (
    <fieldset>
      <legend>Analytics</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={composed}
          onChange={(event) => {
            saveSettings(localStorage, { analytics: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Send analytics events
      </label>
      <p id={hintId} className="dapp-hint">
        Events and error reports go to the local emulator (GET /__emulator/events) after the modal first
        opens. Changing it reloads the page.
      </p>
    </fieldset>
  )
}
