import { useAccount, usePortico } from '@portico/ui'
import { type ReactNode, useCallback, useId, useState } from 'react'
import { saveSettings } from '../settings.js'

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string }

/** The outcome of the panel's last action and `run`, which shows the action's text or its error. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const run = useCallback(async (action: () => Promise<string>) => {
    setOutcome({ kind: 'busy' })
    try {
      setOutcome({ kind: 'done', text: await action() })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      })
    }
  }, [])
  return { outcome, setOutcome, run, busy: outcome.kind === 'busy' }
}

/** Whether the namespace's plugin is composed, and whether its account is the active, connected one. */
export function useNamespaceReady(namespace: 'bip122' | 'polkadot' | 'cosmos') {
  const portico = usePortico()
  const { address, isConnected, namespace: active } = useAccount()
  const composed = portico.chains.get(namespace) !== undefined
  return {
    portico,
    address,
    composed,
    ready: composed && isConnected && active === namespace && address !== undefined,
  }
}

/**
 * A namespace's panel in the demo dapp: composing its plugin is an option of `createPortico`, so the
 * checkbox saves the setting and reloads the page. Once composed, the panel's own controls, a hint
 * until the namespace's wallet is connected, and the outcome of the last action.
 */
export function NamespaceControl({
  setting,
  legend,
  label,
  available,
  composed,
  ready,
  outcome,
  children,
}: {
  /** The dapp setting (and the test id prefix: `<setting>-control`, `<setting>-result`). */
  setting: 'bitcoin' | 'polkadot' | 'cosmos'
  /** The namespace's name in the texts ('Bitcoin', 'Polkadot', 'Cosmos'). */
  legend: string
  /** The checkbox's label. */
  label: string
  /** Whether the local node runs. */
  available: boolean
  composed: boolean
  ready: boolean
  outcome: Outcome
  children: ReactNode
}) {
  const hintId = useId()
  return (
    <fieldset data-testid={`${setting}-control`}>
      <legend>{legend}</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          disabled={!available}
          checked={composed}
          onChange={(event) => {
            saveSettings(localStorage, { [setting]: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        {label}
      </label>
      <p id={hintId} className="dapp-hint">
        {available
          ? `Adds the ${legend} plugin. Changing it reloads the page.`
          : `The local ${legend} node is not running.`}
      </p>
      {composed ? (
        <>
          {children}
          {ready ? null : <p className="dapp-hint">Connect a {legend} wallet first.</p>}
          <output aria-live="polite" data-testid={`${setting}-result`} data-state={outcome.kind}>
            {outcome.kind === 'busy' ? 'Waiting for the wallet…' : null}
            {outcome.kind === 'done' ? outcome.text : null}
            {outcome.kind === 'failed' ? `Failed: ${outcome.message}` : null}
          </output>
        </>
      ) : null}
    </fieldset>
  )
}
