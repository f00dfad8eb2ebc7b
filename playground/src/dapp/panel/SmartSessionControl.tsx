import {
  nativeRecurringAllowance,
  permissionRequest,
  smartSessionsTokens,
} from '@portico/plugin-smart-sessions'
import { useAccount, useNetwork, usePortico } from '@portico/ui'
import { useId, useState } from 'react'
import type { Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { PlaygroundServices } from '../services.js'
import { useOutcome } from './NamespaceControl.js'

type Granted = { kind: 'granted'; pci: string; key: PrivateKeyAccount; account: Address; chainId: number }
type Outcome = { kind: 'idle' } | { kind: 'granting' } | Granted | { kind: 'failed'; message: string }

const DAY = 86_400
/** 0.01 ETH in wei. */
const ALLOWANCE = 10_000_000_000_000_000n
/** Where the session key's transfers go unless the visitor types another address. */
const DEFAULT_RECIPIENT = '0x00000000000000000000000000000000005e55a1'

/**
 * Grants the connected EVM account a smart session through the smart-sessions plugin
 * (`grantSession`: the API's cosigner, then `wallet_grantPermissions`): a fresh session key may
 * spend up to 0.01 ETH every day for a week. The key's private half stays in this page, which then
 * acts as the app holding the key: its transfers go straight to the bundler as user operations the
 * key signs, with no wallet prompt; the account refuses what is over the allowance.
 */
export function SmartSessionControl({ services }: { services: PlaygroundServices }) {
  const portico = usePortico()
  const { address, isConnected, namespace } = useAccount()
  const { network } = useNetwork('eip155')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const canGrant = isConnected && namespace === 'eip155' && address !== undefined && network !== undefined

  const grant = async () => {
    if (!network || !address) return
    setOutcome({ kind: 'granting' })
    try {
      const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
      const key = privateKeyToAccount(generatePrivateKey())
      const service = await portico.resolve(smartSessionsTokens.service).load()
      const now = await chainTime(services, Number(network.id))
      const granted = await service.grantSession(
        permissionRequest({
          chainId: Number(network.id),
          expiry: now + 7 * DAY,
          signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
          permissions: [nativeRecurringAllowance({ allowance: ALLOWANCE, start: now, period: DAY })],
        }),
      )
      setOutcome({
        kind: 'granted',
        pci: granted.pci,
        key,
        account: address as Address,
        chainId: Number(network.id),
      })
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
            <code data-testid="session-key">{outcome.key.address}</code>
          </>
        ) : null}
        {outcome.kind === 'failed' ? `Not granted: ${outcome.message}` : null}
      </output>
      {outcome.kind === 'granted' ? <SessionKeySpend granted={outcome} services={services} /> : null}
    </fieldset>
  )
}

/**
 * The chain's own clock (the latest block's timestamp), else the wall clock. A session's periods
 * count in block time: a start taken from the wall clock can be ahead of every block mined so far,
 * and the account then refuses the key's first transfer as not due yet (AA22).
 */
async function chainTime(services: PlaygroundServices, chainId: number): Promise<number> {
  const chain = services.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) return Math.floor(Date.now() / 1000)
  const { createPublicClient, http } = await import('viem')
  const latest = await createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }).getBlock()
  return Number(latest.timestamp)
}

/** The app's side of a granted session: the key sends the native token from the account. */
function SessionKeySpend({ granted, services }: { granted: Granted; services: PlaygroundServices }) {
  const amountId = useId()
  const recipientId = useId()
  const [amount, setAmount] = useState('0.004')
  const [recipient, setRecipient] = useState(DEFAULT_RECIPIENT)
  const { outcome, run, busy } = useOutcome()
  const chain = services.chains.find((candidate) => candidate.chainId === granted.chainId)
  if (!services.bundlerUrl || !chain)
    return <p className="dapp-hint">No bundler for this network: the session key cannot send here.</p>
  const bundlerUrl = `${services.bundlerUrl}/${granted.chainId}`

  const send = () =>
    run(async () => {
      const [{ isAddress, parseEther }, { jsonRpc }, { sessionKeySender }] = await Promise.all([
        import('viem'),
        import('../../../../testkit/src/services/aa/jsonRpc.js'),
        import('../../../../testkit/src/services/aa/sessions/sessionAccount.js'),
      ])
      if (!isAddress(recipient.trim())) throw new Error(`Not an address: ${recipient}`)
      if (!/^\d+(\.\d{1,18})?$/.test(amount.trim())) throw new Error(`Not an amount of ETH: ${amount}`)
      const [entryPoint] = await jsonRpc<Address[]>(bundlerUrl, 'eth_supportedEntryPoints', [])
      if (!entryPoint) throw new Error('The bundler supports no EntryPoint')
      const sender = sessionKeySender(
        { rpcUrl: chain.rpcUrl, bundlerUrl, entryPoint, chainId: granted.chainId },
        granted.key,
      )
      const hash = await sender.send(granted.account, recipient.trim() as Address, parseEther(amount.trim()))
      const mined = await sender.waitForReceipt(hash)
      if (!mined.success) throw new Error(`The transfer reverted: ${mined.reason ?? 'no reason given'}`)
      return `sent ${amount.trim()} ETH in ${mined.receipt.transactionHash}`
    })

  return (
    <>
      <label htmlFor={recipientId}>Session key sends to</label>
      <input
        id={recipientId}
        type="text"
        value={recipient}
        onChange={(e) => setRecipient(e.currentTarget.value)}
      />
      <label htmlFor={amountId}>Amount (ETH)</label>
      <input
        id={amountId}
        type="text"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <button type="button" disabled={busy} onClick={() => void send()}>
        Send with the session key
      </button>
      <output aria-live="polite" data-testid="session-spend" data-state={outcome.kind}>
        {outcome.kind === 'busy' ? 'Sending through the bundler…' : null}
        {outcome.kind === 'done' ? `Session key ${outcome.text}` : null}
        {outcome.kind === 'failed' ? `Refused: ${outcome.message}` : null}
      </output>
    </>
  )
}
