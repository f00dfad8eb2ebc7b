import type { CaipNetworkId } from '@portico/kernel'
import type { WalletConnectClient } from './createWalletConnectClient.js'
import { createEmitter } from './emitter.js'
import {
  MethodNotApprovedError,
  NamespaceNotConfiguredError,
  WalletConnectNotConnectedError,
} from './errors.js'
import type { WalletConnectSession } from './types.js'

type Listener = (...args: never[]) => void

/** The EIP-1193 provider the WalletConnect connector carries for the eip155 chain plugin. */
export type WalletConnectEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  readonly isWalletConnect: true
  /** Ends the WalletConnect session on both sides. */
  disconnect(): Promise<void>
}

const NAMESPACE = 'eip155'

/**
 * The addresses a session approved on `caipNetworkId`, without duplicates; when none are on that
 * chain, every address of its namespace (a wallet may approve accounts on fewer chains).
 */
export function sessionAddresses(session: WalletConnectSession, caipNetworkId: string): string[] {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const accounts = session.namespaces[namespace]?.accounts ?? []
  const onChain = accounts.filter((account) => account.startsWith(`${caipNetworkId}:`))
  const addresses = (onChain.length ? onChain : accounts).map((account) => account.split(':')[2] ?? '')
  return [...new Set(addresses)].filter(Boolean)
}

const toHexChainId = (caipNetworkId: string) => `0x${BigInt(caipNetworkId.split(':')[1] ?? '0').toString(16)}`

function requestedChainId(params: unknown): number | undefined {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  const value = first?.chainId
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || value === '') return undefined
  const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value)
  return Number.isSafeInteger(parsed) ? parsed : undefined
}

/**
 * An EIP-1193 provider over the WalletConnect session, so the eip155 chain plugin connects,
 * signs and switches through WalletConnect exactly as through an injected wallet. It is cheap:
 * the WalletConnect client is loaded by the first `eth_requestAccounts` (which pairs, showing the
 * URI in the client's state) or by `eth_accounts` when a stored session may exist.
 *
 * - `eth_requestAccounts`, `wallet_requestPermissions`: the session's accounts, pairing first if needed.
 * - `eth_accounts`: the restored session's accounts, `[]` without one (never prompts).
 * - `eth_chainId`: the session's current chain, hex.
 * - `wallet_switchEthereumChain`: local inside the approved chains; forwarded when the wallet approved
 *   the method; otherwise 'Failed to switch to chain …' (the kernel's NetworkSwitchError).
 * - `wallet_revokePermissions`: leaves eip155 (the session ends unless another namespace still uses it);
 *   an ERC-7715 revoke (a smart session's `permissionContext`) goes to the wallet instead.
 * - Another `wallet_*` method the session did not approve: refused with 4200 (`MethodNotApprovedError`).
 * - Everything else goes to the wallet (or, for reads it did not approve, to the chain's RPC URL).
 *
 * Events: `connect`, `disconnect`, `accountsChanged`, `chainChanged` (hex), as EIP-1193 names them.
 */
export function createEip155Provider(
  client: WalletConnectClient,
  onListenerError: (error: unknown) => void,
  {
    release = () => client.disconnect(),
  }: {
    /** Leaves eip155 (`wallet_revokePermissions`); by default the session ends. */
    release?: () => Promise<void>
  } = {},
): WalletConnectEip1193Provider {
  const events = createEmitter<Record<string, unknown[]>>(onListenerError)

  client.on('connect', (session) => {
    const chain = client.currentChain(NAMESPACE)
    if (session.namespaces[NAMESPACE] && chain) events.emit('connect', { chainId: toHexChainId(chain) })
  })
  client.on('disconnect', () =>
    events.emit('disconnect', { code: 4900, message: 'The WalletConnect session ended.' }),
  )
  client.on('chainChanged', (caipNetworkId) => {
    if (caipNetworkId.startsWith(`${NAMESPACE}:`)) events.emit('chainChanged', toHexChainId(caipNetworkId))
  })
  client.on('accountsChanged', (namespace, addresses) => {
    if (namespace === NAMESPACE) events.emit('accountsChanged', addresses)
  })

  const approved = () => {
    const session = client.state.getState().session
    if (!session) return undefined
    if (!session.namespaces[NAMESPACE]) throw new NamespaceNotConfiguredError(NAMESPACE)
    return {
      session,
      approval: session.namespaces[NAMESPACE],
      chain: client.currentChain(NAMESPACE) as string,
    }
  }

  const accounts = async (prompt: boolean): Promise<string[]> => {
    const session = prompt ? await client.connect() : await client.restore()
    if (!session) return []
    if (!session.namespaces[NAMESPACE]) throw new NamespaceNotConfiguredError(NAMESPACE)
    return sessionAddresses(session, client.currentChain(NAMESPACE) ?? '')
  }

  const switchChain = async (args: { method: string; params?: unknown }) => {
    const live = approved()
    if (!live) throw new WalletConnectNotConnectedError(args.method)
    const chainId = requestedChainId(args.params)
    if (chainId === undefined) return client.request(args, live.chain)
    const target = `${NAMESPACE}:${chainId}` as CaipNetworkId
    if (live.approval.chains.includes(target)) {
      client.setChain(target)
      return null
    }
    if (!live.approval.methods.includes('wallet_switchEthereumChain')) {
      const { NetworkSwitchError } = await import('./connectionErrors.js')
      throw new NetworkSwitchError(chainId)
    }
    return client.request(args, live.chain)
  }

  /** A request for the wallet (or, for a read it did not approve, the chain's RPC). */
  const toWallet = (args: Parameters<typeof client.request>[0]) => {
    const live = approved()
    if (!live) throw new WalletConnectNotConnectedError(args.method)
    // Reads the wallet did not approve go to the chain's RPC; a wallet method has nowhere to go.
    if (args.method.startsWith('wallet_') && !live.approval.methods.includes(args.method))
      throw new MethodNotApprovedError(args.method)
    return client.request(args, live.chain)
  }

  return {
    isWalletConnect: true,
    async request(args) {
      // ERC-7715 (a smart session's context) is the wallet's to revoke; EIP-2255 leaves eip155.
      if (args.method === 'wallet_revokePermissions' && revokesSession(args.params)) return toWallet(args)
      switch (args.method) {
        case 'eth_requestAccounts':
          return accounts(true)
        case 'eth_accounts':
          return accounts(false)
        case 'wallet_requestPermissions':
          await accounts(true)
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          await release()
          return null
        case 'eth_chainId': {
          const live = approved()
          if (!live) throw new WalletConnectNotConnectedError(args.method)
          return toHexChainId(live.chain)
        }
        case 'wallet_switchEthereumChain':
          return switchChain(args)
        default:
          return toWallet(args)
      }
    },
    on: (event, listener) => void events.on(event, listener as (...args: unknown[]) => void),
    removeListener: (event, listener) => events.off(event, listener as (...args: unknown[]) => void),
    disconnect: () => client.disconnect(),
  }
}

/** `wallet_revokePermissions` for an ERC-7715 session (its context), not EIP-2255's eth_accounts. */
function revokesSession(params: unknown): boolean {
  const [first] = Array.isArray(params) ? params : [params]
  return (
    typeof first === 'object' &&
    first !== null &&
    ('permissionContext' in first || 'permissionsContext' in first || 'context' in first)
  )
}
