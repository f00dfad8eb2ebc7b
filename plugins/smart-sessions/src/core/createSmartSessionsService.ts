import { createStore, type Portico, type Store } from '@portico/kernel'
import type { PermissionRequest } from '../permissions.js'
import {
  MalformedSessionsError,
  MissingPermissionsContextError,
  PermissionsUnsupportedError,
  SessionsNeedAccountError,
} from './errors.js'
import {
  createSessionAnswerSchema,
  grantAnswerSchema,
  revokeAnswerSchema,
  type SmartSession,
  sessionSchema,
  sessionsAnswerSchema,
  signatureSchema,
} from './schemas.js'

export type SessionsState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The last list read; kept through a failed refresh (nothing is lost from the list). */
  sessions: readonly SmartSession[]
  /** Entries of the last answer that were not sessions, skipped. */
  skipped: number
  error: unknown
  /** The pci being revoked. */
  revoking: string | undefined
}

export type SmartSessionsService = Store<SessionsState> & {
  /** Reads `/v1/sessions/{caip10}` for the connected eip155 account. */
  refresh(): Promise<void>
  /**
   * Revokes a session: in the wallet (`wallet_revokePermissions` with its context, when the wallet
   * granted it; its answer is the signature) or by signing the revocation message, then posts it;
   * the list is read again after.
   */
  revoke(pci: string): Promise<void>
  /** ERC-7715 `wallet_grantPermissions` through the connected wallet. */
  grantPermissions(request: PermissionRequest): Promise<unknown>
  /**
   * Grants a session through the Blockchain API's cosigner (API-FACTS 2.19): registers the request
   * (`POST /v1/sessions/{caip10}?v=2`: a pci and the cosigner's key), asks the wallet to grant it
   * with the cosigner's key added to the signer's (`wallet_grantPermissions`), then activates it
   * with the wallet's permission context (`POST …/activate`) and reads the list again.
   */
  grantSession(request: PermissionRequest): Promise<GrantedSession>
  /** ERC-7715 `wallet_revokePermissions` through the connected wallet. */
  revokePermissions(request: { permissionContext: string }): Promise<unknown>
}

export type GrantedSession = {
  pci: string
  /** The wallet's permission context (0x-hex). */
  context: string
  /** The cosigner's public key added to the session's signer. */
  cosignerKey: { type: string; publicKey: string }
  /** The wallet's whole answer. */
  response: unknown
}

/** The message the wallet signs to revoke a session (the server reads only the pci). */
export const revokeMessage = (pci: string) => `Revoke session ${pci}`

const code = (error: unknown) => (error as { code?: unknown } | null)?.code

export function createSmartSessionsService(portico: Portico): SmartSessionsService {
  const store = createStore<SessionsState>({
    status: 'idle',
    sessions: [],
    skipped: 0,
    error: undefined,
    revoking: undefined,
  })

  const caip10 = () => {
    const account = portico.wallet.getAccount('eip155')
    const network = portico.wallet.getActiveNetwork('eip155')
    if (!account.address || !network || !portico.wallet.isConnected('eip155'))
      throw new SessionsNeedAccountError()
    return { address: account.address, caip10: `${network.caipNetworkId}:${account.address}` }
  }

  const walletCall = async (method: string, params: unknown[]) => {
    try {
      return await portico.request({ namespace: 'eip155', method, params })
    } catch (error) {
      // 4200 (EIP-1193 unsupported method) or -32601 (JSON-RPC method not found): the wallet lacks it.
      const codes = [code(error), code((error as { cause?: unknown }).cause)]
      if (codes.includes(4200) || codes.includes(-32601)) throw new PermissionsUnsupportedError(method, error)
      throw error
    }
  }

  /**
   * A session the wallet granted (it has a context) is revoked in the wallet first
   * (`wallet_revokePermissions`: a smart account removes the session's keys on chain). A wallet
   * that answers a signature has signed the revocation; one without the method, or answering
   * nothing, is asked to sign the revocation message instead.
   */
  const revokeInWallet = async (context: string): Promise<string | undefined> => {
    try {
      const answer = await walletCall('wallet_revokePermissions', [{ permissionContext: context }])
      const signature = signatureSchema.safeParse(answer)
      return signature.success ? signature.data : undefined
    } catch (error) {
      if (error instanceof PermissionsUnsupportedError) return undefined
      throw error
    }
  }

  const service: SmartSessionsService = {
    ...store,
    async refresh() {
      store.setState({ status: 'loading', error: undefined })
      try {
        const { caip10: account } = caip10()
        const answer = await portico.http.blockchain
          .get(`/v1/sessions/${account}`, { schema: sessionsAnswerSchema })
          .catch((error: unknown) => {
            throw (error as { name?: string }).name === 'HttpResponseValidationError'
              ? new MalformedSessionsError(error)
              : error
          })
        const sessions: SmartSession[] = []
        for (const entry of answer.pcis) {
          const parsed = sessionSchema.safeParse(entry)
          if (parsed.success) sessions.push(parsed.data)
        }
        if (sessions.length < answer.pcis.length)
          portico.log.warn(`Skipped ${answer.pcis.length - sessions.length} malformed session entries`)
        // Newest first.
        sessions.sort((a, b) => b.createdAt - a.createdAt)
        store.setState({ status: 'ready', sessions, skipped: answer.pcis.length - sessions.length })
      } catch (error) {
        store.setState({ status: 'error', error })
      }
    },
    async revoke(pci) {
      const { address, caip10: account } = caip10()
      const session = store.getState().sessions.find((entry) => entry.pci === pci && entry.revokedAt === null)
      if (!session) throw new MalformedSessionsError(new Error(`No active session ${pci} in the list`))
      store.setState({ revoking: pci })
      try {
        const signature =
          (session.context ? await revokeInWallet(session.context) : undefined) ??
          (await portico.request({
            namespace: 'eip155',
            method: 'personal_sign',
            params: [revokeMessage(pci), address],
          }))
        await portico.http.blockchain.post(`/v1/sessions/${account}/revoke`, {
          body: { pci, signature },
          schema: revokeAnswerSchema,
        })
      } finally {
        store.setState({ revoking: undefined })
      }
      await service.refresh()
    },
    grantPermissions: (request) => walletCall('wallet_grantPermissions', [request]),
    async grantSession(request) {
      const { caip10: account } = caip10()
      const { pci, key } = await portico.http.blockchain.post(`/v1/sessions/${account}`, {
        query: { v: '2' },
        body: request,
        schema: createSessionAnswerSchema,
      })
      const keys = [...request.signer.data.keys, { type: key.type, publicKey: key.publicKey }]
      const withCosigner = {
        ...request,
        signer: { ...request.signer, data: { ...request.signer.data, keys } },
      } as PermissionRequest
      const response = await walletCall('wallet_grantPermissions', [withCosigner])
      const granted = grantAnswerSchema.safeParse(response)
      if (!granted.success) throw new MissingPermissionsContextError(response)
      const answer = granted.data as { context?: string; permissionsContext?: string }
      const context = (answer.context ?? answer.permissionsContext) as string
      await portico.http.blockchain.post(`/v1/sessions/${account}/activate`, {
        body: { ...withCosigner, pci, context },
        schema: revokeAnswerSchema,
      })
      await service.refresh()
      return { pci, context, cosignerKey: key, response }
    },
    revokePermissions: (request) => walletCall('wallet_revokePermissions', [request]),
  }
  return service
}
