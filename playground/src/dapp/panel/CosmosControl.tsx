import { useId, useState } from 'react'
import { NamespaceControl, useNamespaceReady, useOutcome } from './NamespaceControl.js'

/**
 * Cosmos: once a Cosmos wallet is connected, send 1.5 STAKE to an address through the chain
 * plugin's `sendTransfer` (gas simulated on the node, fee from the chain's gas price, signed in the
 * wallet). Messages are signed in the Sign a message panel (ADR-036).
 */
export function CosmosControl({ available }: { available: boolean }) {
  const { portico, address, composed, ready } = useNamespaceReady('cosmos')
  const { outcome, run, busy } = useOutcome()
  const [recipient, setRecipient] = useState('')
  const recipientId = useId()

  const send = () =>
    run(async () => {
      const adapter = portico.chains.get('cosmos')
      const connector = portico.wallet.getActiveConnector('cosmos')
      const network = portico.wallet.getActiveNetwork('cosmos')
      if (!adapter?.sendTransfer || !connector || !network || !address)
        throw new Error('Connect a Cosmos wallet first.')
      const hash = await adapter.sendTransfer({
        connector,
        network,
        from: address,
        to: recipient.trim(),
        amount: '1.5',
      })
      void portico.wallet.refreshBalance('cosmos', { force: true })
      return `sent, hash ${hash}`
    })

  return (
    <NamespaceControl
      setting="cosmos"
      legend="Cosmos"
      label="Cosmos on the local node"
      available={available}
      composed={composed}
      ready={ready}
      outcome={outcome}
    >
      <label htmlFor={recipientId}>Send 1.5 STAKE to</label>
      <input
        id={recipientId}
        type="text"
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
      />
      <button type="button" disabled={!ready || busy || !recipient.trim()} onClick={() => void send()}>
        Send 1.5 STAKE
      </button>
    </NamespaceControl>
  )
}
