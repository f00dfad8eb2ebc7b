import { usePortico } from '@portico/ui'
import { useId } from 'react'
import { saveSettings } from '../settings.js'

/**
 * Overlay or embedded modal. `embedded` is an option of `createPortico`, so switching builds the
 * page again: the setting is saved and the page reloads (the wallet session survives the reload).
 */
export function EmbeddedControl() {
  const portico = usePortico()
  const hintId = useId()
  return (
    <fieldset>
      <legend>Layout</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          checked={portico.options.embedded === true}
          onChange={(event) => {
            saveSettings(localStorage, { embedded: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Embedded modal
      </label>
      <p id={hintId} className="dapp-hint">
        Shows the modal inline in the page. Changing it reloads the page.
      </p>
    </fieldset>
  )
}
