import { useId, useState } from 'react'
import { NamespaceControl, useNamespaceReady, useOutcome } from './NamespaceControl.js'

/**
 * Bitcoin (bip122): once a Bitcoin wallet is connected, sign a message (BIP-322, verified by the
 * plugin) and send 0.001 BTC to an address, through `portico.request`.
 */
export function BitcoinControl({ available }: { available: boolean }) {
  const { portico, composed, ready } = useNamespaceReady('bip122')
  const { outcome, run, busy } = useOutcome()
  const [recipient, setRecipient] = useState('')
  const recipientId = useId()

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
    <NamespaceControl
      setting="bitcoin"
      legend="Bitcoin"
      label="Bitcoin (bip122) on the local regtest node"
      available={available}
      composed={composed}
      ready={ready}
      outcome={outcome}
    >
      <button type="button" disabled={!ready || busy} onClick={() => void sign()}>
        Sign with BIP-322
      </button>
      <label htmlFor={recipientId}>Send 0.001 BTC to</label>
      <input
        id={recipientId}
        type="text"
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
      />
      <button type="button" disabled={!ready || busy || !recipient.trim()} onClick={() => void send()}>
        Send 0.001 BTC
      </button>
    </NamespaceControl>
  )
}
