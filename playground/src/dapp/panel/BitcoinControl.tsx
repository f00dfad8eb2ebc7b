import { useAccount, usePortico } from '@portico/ui'
import { useId, useState } from 'react'
import { saveSettings } from '../settings.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string }

/**
 * Bitcoin (bip122): composing the plugin is an option of `createPortico`, so switching it reloads
 * the page. Once a Bitcoin wallet is connected: sign a message (BIP-322, verified by the plugin)
 * and send 0.001 BTC to an address, through `portico.request`.
 */
export function BitcoinControl({ available }: { available: boolean }) {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const [recipient, setRecipient] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const hintId = useId()
  const recipientId = useId()
  const composed = portico.chains.get('bip122') !== undefined
  const ready = composed && isConnected && namespace === 'bip122' && address !== undefined

  const run = async (action: () => Promise<string>) => {
    setOutcome({ kind: 'busy' })
    try {
      setOutcome({ kind: 'done', text: await action() })
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      })
    }
  }
  const sign = () =>
    run(async () => {
      const answer = (await portico.request({
        namespace: 'bip122',
        method: 'signMessage',
        params: { message: 'Hello from the Portico playground' },
      })) as { signature: string; protocol: string }
      return `${answer.protocol} signature ${answer.signature}`
    })
  const send = () =>
    run(async () => {
      const answer = (await portico.request({
        namespace: 'bip122',
        method: 'sendTransfer',
        params: { recipientAddress: recipient.trim(), amount: '100000' },
      })) as { txid: string }
      return `sent, txid ${answer.txid}`
    })

  return (
    <fieldset data-testid="bitcoin-control">
      <legend>Bitcoin</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          disabled={!available}
          checked={composed}
          onChange={(event) => {
            saveSettings(localStorage, { bitcoin: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Bitcoin (bip122) on the local regtest node
      </label>
      <p id={hintId} className="dapp-hint">
        {available
          ? 'Adds the Bitcoin plugin. Changing it reloads the page.'
          : 'The local Bitcoin node is not running.'}
      </p>
      {composed ? (
        <>
          <button type="button" disabled={!ready || outcome.kind === 'busy'} onClick={() => void sign()}>
            Sign with BIP-322
          </button>
          <label htmlFor={recipientId}>Send 0.001 BTC to</label>
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
            Send 0.001 BTC
          </button>
          {ready ? null : <p className="dapp-hint">Connect a Bitcoin wallet first.</p>}
          <output aria-live="polite" data-testid="bitcoin-result" data-state={outcome.kind}>
            {outcome.kind === 'busy' ? 'Waiting for the wallet…' : null}
            {outcome.kind === 'done' ? outcome.text : null}
            {outcome.kind === 'failed' ? `Failed: ${outcome.message}` : null}
          </output>
        </>
      ) : null}
    </fieldset>
  )
}
