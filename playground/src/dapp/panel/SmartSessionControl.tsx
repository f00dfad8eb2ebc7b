import {
  nativeRecurringAllowance,
  permissionRequest,
  smartSessionsTokens,
} from '@portico/plugin-smart-sessions'
import { useAccount, useNetwork, usePortico } from '@portico/ui'
import { useState } from 'react'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'granting' }
  | { kind: 'granted'; pci: string; key: string }
  | { kind: 'failed'; message: string }

const DAY = 86_400
/** 0.01 ETH in wei. */
const ALLOWANCE = 10_000_000_000_000_000n

/**
 * Grants the connected EVM account a smart session through the smart-sessions plugin
 * (`grantSession`: the API's cosigner, then `wallet_grantPermissions`): a fresh session key may
 * spend up to 0.01 ETH every day for a week. The key's private half stays in this page.
 */
export function SmartSessionControl() {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const { network } = useNetwork('eip155')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const canGrant = isConnected && namespace === 'eip155' && address !== undefined && network !== undefined

  const grant = async () => {
    if (!network) return
    setOutcome({ kind: 'granting' })
    try {
      const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
      const key = privateKeyToAccount(generatePrivateKey())
      const service = await portico.resolve(smartSessionsTokens.service).load()
      const now = Math.floor(Date.now() / 1000)
      const granted = await service.grantSession(
        permissionRequest({
          chainId: Number(network.id),
          expiry: now + 7 * DAY,
          signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
          permissions: [nativeRecurringAllowance({ allowance: ALLOWANCE, start: now, period: DAY })],
        }),
      )
      setOutcome({ kind: 'granted', pci: granted.pci, key: key.address })
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <fieldset>
      <legend>Smart session</legend>
      <button type="button" disabled={!canGrant || outcome.kind === 'granting'} onClick={() => void grant()}>
        Grant a session: 0.01 ETH a day
      </button>
      {canGrant ? null : <p className="dapp-hint">Connect an EVM wallet first.</p>}
      <output aria-live="polite" data-testid="session-result" data-state={outcome.kind}>
        {outcome.kind === 'granting' ? 'Waiting for the wallet…' : null}
        {outcome.kind === 'granted' ? (
          <>
            Granted session <code data-testid="session-pci">{outcome.pci}</code> to key{' '}
            <code data-testid="session-key">{outcome.key}</code>
          </>
        ) : null}
        {outcome.kind === 'failed' ? `Not granted: ${outcome.message}` : null}
      </output>
    </fieldset>
  )
}
