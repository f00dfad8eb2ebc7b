import { useAccount, usePortico } from '@portico/ui'
import { useEffect, useId, useState } from 'react'
import { saveSettings } from '../settings.js'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; message: string }

type NamedAccount = { address: string; name?: string; type?: string }

/**
 * Polkadot: composing the plugin is an option of `createPortico`, so switching it reloads the page.
 * Once a Polkadot account is connected: its extension accounts with names, a signed message
 * (verified by the plugin), and a transfer whose fee and existential deposit are shown first,
 * through `portico.request`.
 */
export function PolkadotControl({ available }: { available: boolean }) {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('150')
  const [accounts, setAccounts] = useState<NamedAccount[]>([])
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const hintId = useId()
  const recipientId = useId()
  const amountId = useId()
  const composed = portico.chains.get('polkadot') !== undefined
  const ready = composed && isConnected && namespace === 'polkadot' && address !== undefined
  const format = (value: string) =>
    new Intl.NumberFormat(undefined, { maximumFractionDigits: 12 }).format(Number(value))

  useEffect(() => {
    if (!ready || !address) return setAccounts([])
    let current = true
    portico
      .request({ namespace: 'polkadot', method: 'getAccounts' })
      .then((answer) => current && setAccounts(answer as NamedAccount[]))
      .catch(() => current && setAccounts([]))
    return () => {
      current = false
    }
  }, [portico, ready, address])

  useEffect(
    () =>
      portico.events.on('polkadot:transaction-status', ({ status, blockHash }) => {
        if (status === 'finalized')
          setOutcome((previous) =>
            previous.kind === 'done'
              ? { kind: 'done', text: `${previous.text}; finalized in ${blockHash}` }
              : previous,
          )
      }),
    [portico],
  )

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
  const transfer = { recipientAddress: recipient.trim(), amount: amount.trim() }
  const sign = () =>
    run(async () => {
      const answer = (await portico.request({
        namespace: 'polkadot',
        method: 'signMessage',
        params: { message: 'Hello from the Portico playground' },
      })) as { signature: string }
      return `verified signature ${answer.signature}`
    })
  const estimate = () =>
    run(async () => {
      const answer = (await portico.request({
        namespace: 'polkadot',
        method: 'estimateTransfer',
        params: transfer,
      })) as {
        fee: string
        existentialDeposit: string
        symbol: string
      }
      return `fee ${format(answer.fee)} ${answer.symbol}, existential deposit ${format(answer.existentialDeposit)} ${answer.symbol}`
    })
  const send = () =>
    run(async () => {
      const answer = (await portico.request({
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: transfer,
      })) as {
        hash: string
        blockHash: string
      }
      return `sent ${answer.hash}, in block ${answer.blockHash}`
    })
  const busy = outcome.kind === 'busy'

  return (
    <fieldset data-testid="polkadot-control">
      <legend>Polkadot</legend>
      <label>
        <input
          type="checkbox"
          aria-describedby={hintId}
          disabled={!available}
          checked={composed}
          onChange={(event) => {
            saveSettings(localStorage, { polkadot: event.currentTarget.checked })
            window.location.reload()
          }}
        />
        Polkadot on the local node emulator
      </label>
      <p id={hintId} className="dapp-hint">
        {available
          ? 'Adds the Polkadot plugin. Changing it reloads the page.'
          : 'The local Polkadot node is not running.'}
      </p>
      {composed ? (
        <>
          {accounts.length ? (
            <ul aria-label="Polkadot accounts" data-testid="polkadot-accounts">
              {accounts.map((account) => (
                <li key={account.address}>
                  {account.name ?? 'Unnamed'}
                  {account.type ? ` (${account.type})` : ''}: {account.address}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" disabled={!ready || busy} onClick={() => void sign()}>
            Sign a Polkadot message
          </button>
          <label htmlFor={recipientId}>Send to (Polkadot address)</label>
          <input
            id={recipientId}
            type="text"
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
          />
          <label htmlFor={amountId}>Amount</label>
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <button
            type="button"
            disabled={!ready || busy || !recipient.trim()}
            onClick={() => void estimate()}
          >
            Show fee and deposit
          </button>
          <button type="button" disabled={!ready || busy || !recipient.trim()} onClick={() => void send()}>
            Send on Polkadot
          </button>
          {ready ? null : <p className="dapp-hint">Connect a Polkadot wallet first.</p>}
          <output aria-live="polite" data-testid="polkadot-result" data-state={outcome.kind}>
            {busy ? 'Waiting for the wallet…' : null}
            {outcome.kind === 'done' ? outcome.text : null}
            {outcome.kind === 'failed' ? `Failed: ${outcome.message}` : null}
          </output>
        </>
      ) : null}
    </fieldset>
  )
}
