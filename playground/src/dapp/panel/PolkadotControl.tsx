import { useEffect, useId, useState } from 'react'
import { NamespaceControl, useNamespaceReady, useOutcome } from './NamespaceControl.js'

type NamedAccount = { address: string; name?: string; type?: string }

/**
 * Polkadot: once a Polkadot account is connected, its accounts with names, a signed message
 * (verified by the plugin), and a transfer whose fee and existential deposit are shown first,
 * through `portico.request`.
 */
export function PolkadotControl({ available }: { available: boolean }) {
  const { portico, address, composed, ready } = useNamespaceReady('polkadot')
  const { outcome, setOutcome, run, busy } = useOutcome()
  const [recipient, setRecipient] = useState('')
  const [amount, setAmount] = useState('150')
  const [accounts, setAccounts] = useState<NamedAccount[]>([])
  const recipientId = useId()
  const amountId = useId()
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
    [portico, setOutcome],
  )

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

  return (
    <NamespaceControl
      setting="polkadot"
      legend="Polkadot"
      label="Polkadot on the local node emulator"
      available={available}
      composed={composed}
      ready={ready}
      outcome={outcome}
    >
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
      <button type="button" disabled={!ready || busy || !recipient.trim()} onClick={() => void estimate()}>
        Show fee and deposit
      </button>
      <button type="button" disabled={!ready || busy || !recipient.trim()} onClick={() => void send()}>
        Send on Polkadot
      </button>
    </NamespaceControl>
  )
}
