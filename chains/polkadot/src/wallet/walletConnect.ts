// The Polkadot part of a multi-namespace session (WalletConnect) seen as an enabled injectedWeb3
// extension, so connect, account changes, signing and transfers run the same code whichever way
// the wallet is reached. The wallet's answers are external input: each is checked here, and the
// signatures are verified afterwards by the same code that verifies an extension's.
import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import * as z from 'zod/mini'
import type { Injected } from '../injected.js'
import { parseAnswer } from '../injected.js'

/** WalletConnect's Polkadot RPC answers `{ signature }` (0x hex) to both of its methods. */
const signatureAnswer = z.object({ signature: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/)) })

/** A session account: no name and no key type (a session carries addresses only). */
type SessionAccount = { address: string; type: null }

/**
 * The enabled-extension view of a connector's Polkadot session. `chain` names the chain the
 * requests go to (the app's active Polkadot network when the session approved it, else the
 * session's first chain).
 *
 * - `accounts.get()`: the session's addresses (the kernel re-encodes them with the network's prefix);
 * - `accounts.subscribe(cb)`: called at once with the current list, as extensions do, then on each change;
 * - `signer.signRaw({ address, data })`: `polkadot_signMessage` with `{ address, message: data }`;
 * - `signer.signPayload(payload)`: `polkadot_signTransaction` with `{ address, transactionPayload }`.
 */
export function sessionInjected(session: NamespaceSession, chain: () => CaipNetworkId | undefined): Injected {
  let nextId = 1
  const accountsOf = (addresses: readonly string[]): SessionAccount[] =>
    addresses.map((address) => ({ address, type: null }))
  const call = async (method: string, params: unknown) => {
    const target = chain()
    if (!target) throw new Error('The WalletConnect session approved no Polkadot chain.')
    const { signature } = parseAnswer(
      method,
      signatureAnswer,
      await session.request({ method, params }, target),
    )
    return { id: nextId++, signature }
  }
  return {
    accounts: {
      get: async () => accountsOf(session.accounts()),
      subscribe(callback) {
        callback(accountsOf(session.accounts()))
        return session.on('accountsChanged', (addresses) => callback(accountsOf(addresses)))
      },
    },
    signer: {
      signRaw: ({ address, data }) => call('polkadot_signMessage', { address, message: data }),
      signPayload: (payload) =>
        call('polkadot_signTransaction', {
          address: (payload as { address?: unknown }).address,
          transactionPayload: payload,
        }),
    },
  }
}

/** The chain a session request goes to: `preferred` when the session approved it, else its first. */
export function sessionChain(
  session: NamespaceSession,
  preferred: CaipNetworkId | undefined,
): CaipNetworkId | undefined {
  const chains = session.chains()
  return preferred && chains.includes(preferred) ? preferred : chains[0]
}
