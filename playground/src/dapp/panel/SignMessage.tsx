import { useAccount, usePortico } from '@portico/ui'
import bs58 from 'bs58'
import { useId, useState } from 'react'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'signed'; signature: string; publicKey?: string }
  | { kind: 'failed'; message: string }

/** UTF-8 text as `0x` hex: `personal_sign` then signs exactly these bytes. */
function utf8ToHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Signs a text with the connected wallet through `portico.request`: eip155 `personal_sign`, or
 * `solana_signMessage` (base58 bytes; the plugin verifies the signature before answering), or
 * `cosmos_signArbitrary` (ADR-036, verified by the plugin too).
 */
export function SignMessage() {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const [message, setMessage] = useState('Hello from the Portico playground')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const inputId = useId()
  const canSign =
    isConnected &&
    (namespace === 'eip155' || namespace === 'solana' || namespace === 'cosmos') &&
    address !== undefined

  const sign = async () => {
    if (!address) return
    setOutcome({ kind: 'signing' })
    try {
      if (namespace === 'cosmos') {
        // ADR-036: the plugin verifies the signature with the answered public key before answering.
        const answer = (await portico.request({
          namespace: 'cosmos',
          method: 'cosmos_signArbitrary',
          params: { signerAddress: address, data: message },
        })) as { signature: string; pub_key: { value: string } }
        setOutcome({ kind: 'signed', signature: answer.signature, publicKey: answer.pub_key.value })
        return
      }
      const signature =
        namespace === 'solana'
          ? (
              (await portico.request({
                namespace: 'solana',
                method: 'solana_signMessage',
                params: { message: bs58.encode(new TextEncoder().encode(message)), pubkey: address },
              })) as { signature: string }
            ).signature
          : await portico.request({
              namespace: 'eip155',
              method: 'personal_sign',
              params: [utf8ToHex(message), address],
            })
      setOutcome({ kind: 'signed', signature: String(signature) })
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <fieldset>
      <legend>Sign a message</legend>
      <label htmlFor={inputId}>Message</label>
      <input
        id={inputId}
        type="text"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <button type="button" disabled={!canSign || outcome.kind === 'signing'} onClick={() => void sign()}>
        Sign message
      </button>
      {canSign ? null : <p className="dapp-hint">Connect a wallet first.</p>}
      <output aria-live="polite" data-testid="sign-result" data-state={outcome.kind}>
        {outcome.kind === 'signing' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'signed' ? (
          <>
            Signature:{' '}
            <code data-testid="signature" data-public-key={outcome.publicKey}>
              {outcome.signature}
            </code>
          </>
        ) : null}
        {outcome.kind === 'failed' ? `Not signed: ${outcome.message}` : null}
      </output>
    </fieldset>
  )
}
