import type { FlagKey } from '@portico/kernel'
import { useFlags, usePortico } from '@portico/ui'

/** The runtime flags worth toggling by hand, with what they change. */
const TOGGLES: { key: FlagKey; label: string }[] = [
  { key: 'send', label: 'Send' },
  { key: 'receive', label: 'Receive' },
  { key: 'activity', label: 'Activity tab' },
  { key: 'allWallets', label: 'All wallets entry' },
  { key: 'collapseWallets', label: 'Collapse the wallet list' },
  { key: 'multiWallet', label: 'Several wallets at once' },
  { key: 'legalCheckbox', label: 'Terms checkbox' },
  { key: 'smartSessions', label: 'Smart sessions' },
]

/**
 * Runtime flags through `portico.flags.setLocal`. Remote config (the emulator's
 * `/appkit/v1/config`) outranks local values, so a flag it sets says so and may not move.
 */
export function FlagsControl() {
  const portico = usePortico()
  const flags = useFlags()
  const remote = portico.flags.layers().remote ?? {}
  return (
    <fieldset>
      <legend>Feature flags</legend>
      {TOGGLES.map(({ key, label }) => (
        <label key={key}>
          <input
            type="checkbox"
            name={`flag-${key}`}
            checked={flags[key] === true}
            onChange={(event) => portico.flags.setLocal({ [key]: event.currentTarget.checked })}
          />
          {label}
          {key in remote ? <span className="dapp-note">(set by remote config)</span> : null}
        </label>
      ))}
    </fieldset>
  )
}
