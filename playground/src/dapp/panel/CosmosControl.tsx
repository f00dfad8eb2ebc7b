import { useAccount, usePortico } from '@portico/ui'
import { useId, useState } from 'react'
import { saveSettings } from '../settings.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string }

/**
 * Cosmos: composing the plugin is an option of `createPortico`, so switching it reloads the page.
 * Once a Cosmos wallet is connected: send 1.5 STAKE to an address through the chain plugin's
 * `sendTransfer` (gas simulated on the node, fee from the chain's gas price, signed in the
 * wallet). Messages are signed in the Sign a message panel (ADR-036).
 */
export function CosmosControl({ available }: { available: boolean }) {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const [recipient, setRecipient] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const hintId = useId()
  const recipientId = useId()
  const adapter = portico.chains.get('cosmos')
  const ready = adapter !== undefined && isConnected && namespace === 'cosmos' && address !== undefined

  const send = async () => {
    const connector = portico.wallet.getActiveConnector('cosmos')
    const network = portico.wallet.getActiveNetwork('cosmos')
    if (!adapter?.sendTransfer || !connector || !network || !address) return
    setOutcome({ kind: 'busy' })
    try {
      const hash = await adapter.sendTransfer({
        connector,
        network,
        from: address,
        to: recipient.trim(),
        amount: '1.5',
      })
      setOutcome({ kind: 'done', text: `sent, hash ${hash}` })
      void portico.wallet.refreshBalance('cosmos', { force: true })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      })
    }
  }

  return (
    <fieldset data-testid="cosmos-control">
      <legend>Cosmos</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          disabled={!available}
          checked={adapter !== undefined}
          onChange={(event) => {
            saveSettings(localStorage, { cosmos: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Cosmos on the local node
      </label>
      <p id={hintId} className="dapp-hint">
        {available
          ? 'Adds the Cosmos plugin. Changing it reloads the page.'
          : 'The local Cosmos node is not running.'}
      </p>
      {adapter ? (
        <>
          <label htmlFor={recipientId}>Send 1.5 STAKE to</label>
          <input
            id={recipientId}
            type="text"
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
          />
          <button
            type="button"
            disabled={!ready || outcome.kind === 'busy' || !recipient.trim()}
            onClick={() => void send()}
          >
            Send 1.5 STAKE
          </button>
          {ready ? null : <p className="dapp-hint">Connect a Cosmos wallet first.</p>}
          <output aria-live="polite" data-testid="cosmos-result" data-state={outcome.kind}>
            {outcome.kind === 'busy' ? 'Waiting for the wallet…' : null}
            {outcome.kind === 'done' ? outcome.text : null}
            {outcome.kind === 'failed' ? `Failed: ${outcome.message}` : null}
          </output>
        </>
      ) : null}
    </fieldset>
  )
}
