// Loaded with the session runtime: WalletConnect's one-step authentication (`wc_sessionAuthenticate`).
import type { CaipNetworkId, Logger } from '@portico/kernel'
import type { Cacao, SIWXMessageData, SIWXSession, SiwxConnectHook } from '@portico/plugin-siwx'
import type { ProposalNamespace } from '../namespaces.js'
import type { UniversalProviderInstance } from './universalProvider.js'

/** The account of a sign-in message made before the wallet says which account it is (as AppKit). */
export const PLACEHOLDER_ACCOUNT = '<<AccountAddress>>'

export type OneStepParameters = {
  up: UniversalProviderInstance
  hook: SiwxConnectHook
  /** The proposal's eip155 namespace: its chains (the app's first) and methods go in the request. */
  eip155: ProposalNamespace
  /** The fallback proposal's namespaces (the provider keeps their RPC URLs for reads). */
  optionalNamespaces: Record<string, ProposalNamespace>
  log: Logger
}

/**
 * Connects with WalletConnect's one-step authentication when sign-in is on: the request carries a
 * sign-in message (the siwx plugin's nonce, domain, URI, statement, times) and, for wallets without
 * `wc_sessionAuthenticate`, a plain session proposal; the library publishes both on one pairing and
 * settles with whichever the wallet answers. A wallet that signed returns one cacao per chain; each
 * becomes a sign-in session (API-FACTS 7.3) that the siwx plugin verifies and keeps before the
 * connection is reported, so no second prompt follows. A wallet that only approved the proposal
 * leaves the sign-in to the usual prompt after connecting.
 *
 * @returns false when sign-in does not apply on this network (the caller connects as usual).
 */
export async function authenticateOrSkip(p: OneStepParameters): Promise<boolean> {
  const [chainId] = p.eip155.chains as CaipNetworkId[]
  if (!chainId) return false
  let message: Awaited<ReturnType<SiwxConnectHook['createMessage']>>
  try {
    message = await p.hook.createMessage({ accountAddress: PLACEHOLDER_ACCOUNT, chainId })
  } catch (error) {
    // E.g. the sign-in server gave no nonce: connect as usual; the sign-in prompt reports it.
    p.log.warn('No sign-in message for one-step authentication', error)
    return false
  }
  if (!message) return false
  const result = await authenticate(p.up, {
    // Not part of the request: the provider keeps them, so reads go to the app's RPC URLs.
    ...({ optionalNamespaces: p.optionalNamespaces } as object),
    chains: p.eip155.chains,
    methods: p.eip155.methods,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    version: message.version,
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.resources?.length ? { resources: [...message.resources] } : {}),
    ...(message.expirationTime ? { exp: message.expirationTime } : {}),
    ...(message.notBefore ? { nbf: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
  })
  // `connect()` stores these for a restored session; `authenticate()` does not.
  await (up(p.up).persist?.('optionalNamespaces', p.up.optionalNamespaces) ?? Promise.resolve()).catch(
    (error: unknown) => p.log.warn('Storing the WalletConnect namespaces failed', error),
  )
  const cacaos = (result.auths ?? []) as unknown as Cacao[]
  if (cacaos.length === 0) return true
  const asked = (cacao: Cacao) =>
    cacao.p.nonce === message.nonce && cacao.p.domain === message.domain && cacao.p.aud === message.uri
  const sessions = cacaos.filter(asked).map((cacao) => toSiwxSession(cacao, p.up, message.version))
  try {
    if (sessions.length !== cacaos.length) throw new Error('A cacao does not answer the sign-in request.')
    await p.hook.addSessions(sessions)
  } catch (error) {
    // The connection stands; the sign-in prompt after it asks again.
    p.log.warn('The sign-in the wallet signed while connecting was not kept', error)
  }
  return true
}

/**
 * The library rejects a refused sign-in with the wallet's bare message (a string); it becomes the
 * coded error a refused proposal gives (5000 "User rejected."), so it reads as 'Connection rejected'.
 */
async function authenticate(
  provider: UniversalProviderInstance,
  params: Parameters<UniversalProviderInstance['authenticate']>[0],
) {
  try {
    return await provider.authenticate(params)
  } catch (error) {
    if (typeof error !== 'string') throw error
    throw /reject|denied|cancel/i.test(error) ? { code: 5000, message: error } : new Error(error)
  }
}

type Persisting = { persist?: (key: string, value: unknown) => Promise<void> }
const up = (provider: UniversalProviderInstance) => provider as unknown as Persisting

/**
 * A cacao as a sign-in session (API-FACTS 7.3): the account and network from its issuer
 * (`did:pkh:eip155:1:0x…`), the other fields from its payload, and as text the CAIP-122 message
 * WalletConnect's formatter makes of the payload: the one the wallet signed.
 */
export function toSiwxSession(
  cacao: Cacao,
  provider: UniversalProviderInstance,
  version: string,
): SIWXSession {
  const { p } = cacao
  const parts = p.iss.split(':')
  const data: SIWXMessageData = {
    accountAddress: parts.slice(4).join(':'),
    chainId: parts.slice(2, 4).join(':') as CaipNetworkId,
    domain: p.domain,
    uri: p.aud,
    version: p.version ?? version,
    nonce: p.nonce,
    ...(p.statement !== undefined ? { statement: p.statement } : {}),
    ...(p.resources?.length ? { resources: [...p.resources] } : {}),
    ...(p.requestId ? { requestId: p.requestId } : {}),
    ...(p.iat ? { issuedAt: p.iat } : {}),
    ...(p.exp ? { expirationTime: p.exp } : {}),
    ...(p.nbf ? { notBefore: p.nbf } : {}),
  }
  const message = provider.client.formatAuthMessage({ request: p, iss: p.iss })
  return { data, message, signature: cacao.s.s, cacao }
}
