import type { ThemeMode } from '@portico/kernel'
import { useTheme } from '@portico/ui'
import { saveSettings } from '../settings.js'

const MODES: { mode: ThemeMode; label: string }[] = [
  { mode: 'dark', label: 'Dark' },
  { mode: 'light', label: 'Light' },
  { mode: 'system', label: 'System' },
]

/** Dark / light / system for the modal, applied at once and kept across reloads. */
export function ThemeControl() {
  const { mode, setMode } = useTheme()
  return (
    <fieldset>
      <legend>Theme</legend>
      {MODES.map((option) => (
        <label key={option.mode}>
          <input
            type="radio"
            name="dapp-theme"
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => {
              setMode(option.mode)
              saveSettings(localStorage, { theme: option.mode })
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
