import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import {
  buildApprovedNamespaces,
  buildAuthObject,
  getSdkError,
  populateAuthPayload,
} from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answerRequest, WALLET_METHODS, type WalletChain, WalletRequestError } from './answerRequest.js'
import type {
  BitcoinWalletChain,
  CosmosWalletChain,
  NamespaceSigners,
  PolkadotWalletChain,
  SolanaWalletChain,
} from './namespaceSigners.js'

export type DappInfo = { name: string; url: string; description: string; icons: string[] }

/** A session proposal waiting for the visitor. */
export type PendingProposal = {
  id: number
  dapp: DappInfo
  /** Every chain the dapp asks for (required and optional), CAIP-2. */
  chains: string[]
  methods: string[]
}

/** A request waiting for the visitor. */
export type PendingRequest = {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  dapp: DappInfo
}

/** A one-step sign-in (`wc_sessionAuthenticate`) waiting for the visitor: connect and sign in at once. */
export type PendingAuthRequest = {
  id: number
  dapp: DappInfo
  /** The chains asked for, CAIP-2. */
  chains: string[]
  domain: string
  statement: string
}

export type ActiveSession = { topic: string; dapp: DappInfo; chains: string[]; accounts: string[] }

export type MobileWalletState = {
  address: Hex
  proposals: PendingProposal[]
  /** One-step sign-ins waiting (only when the wallet supports them, `oneStepAuth`). */
  authRequests: PendingAuthRequest[]
  requests: PendingRequest[]
  sessions: ActiveSession[]
  /** What happened, newest last (shown on the page, read by tests). */
  activity: string[]
}

export type MobileWalletParameters = {
  relayUrl: string
  projectId?: string
  privateKey: Hex
  /** The chains the wallet offers; proposals get the ones the dapp asks for. */
  chains: readonly WalletChain[]
  /** Methods to approve (default: every method the wallet answers). */
  methods?: readonly string[]
  /** Default: WalletConnect's own (IndexedDB in a browser). Node tests give memory storage. */
  storage?: IKeyValueStorage
  /** Distinct per wallet in one process (WalletConnect caches a core per prefix). */
  storagePrefix?: string
  name?: string
  /** A Solana cluster to offer too (the solana namespace). */
  solana?: SolanaWalletChain | undefined
  /** A Bitcoin chain to offer too (the bip122 namespace). */
  bitcoin?: BitcoinWalletChain | undefined
  /** A Polkadot chain to offer too (the polkadot namespace: sr25519 and ed25519 keys). */
  polkadot?: PolkadotWalletChain | undefined
  /** A Cosmos chain to offer too (the cosmos namespace: a secp256k1 key). */
  cosmos?: CosmosWalletChain | undefined
  /**
   * Answer WalletConnect's one-step authentication (`wc_sessionAuthenticate`) with signed cacaos.
   * Default true; false makes a wallet without it, which answers the fallback proposal instead.
   */
  oneStepAuth?: boolean | undefined
}

export type MobileWallet = ReturnType<typeof wrapWallet>

type Listener = (state: MobileWalletState) => void

function dappOf(
  metadata: { name?: string; url?: string; description?: string; icons?: string[] } | undefined,
): DappInfo {
  return {
    name: metadata?.name || 'Unknown dapp',
    url: metadata?.url ?? '',
    description: metadata?.description ?? '',
    icons: metadata?.icons ?? [],
  }
}

/**
 * A WalletConnect wallet for the playground: pairs with a URI, holds proposals and requests until
 * the visitor (or a test) approves or rejects them, signs with a dev key and sends transactions to
 * the local chains. Framework-free, so the page and Node tests share it.
 */
export async function createMobileWallet(parameters: MobileWalletParameters): Promise<MobileWallet> {
  const core = new Core({
    projectId: parameters.projectId ?? 'portico-mobile-wallet',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.storagePrefix ?? 'portico-mobile-wallet',
    // A dev wallet reports nothing to pulse.walletconnect.org.
    telemetryEnabled: false,
    ...(parameters.storage ? { storage: parameters.storage } : {}),
  })
  // Two more outside hosts the library calls whatever `telemetryEnabled` says: the event client's
  // INIT event (pulse.walletconnect.org) and the Verify lookup of every proposal and request
  // (verify.walletconnect.org). A dev wallet on 127.0.0.1 uses neither; an unverified origin is
  // what a real wallet shows for a dapp without Verify too.
  ;(core.eventClient as unknown as { init: () => Promise<void> }).init = async () => undefined
  ;(core.verify as unknown as { resolve: () => Promise<undefined> }).resolve = async () => undefined
  const walletkit = await WalletKit.init({
    core,
    metadata: {
      name: parameters.name ?? 'Portico Mobile Wallet',
      description: 'Playground wallet for WalletConnect tests',
      url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
      icons: [],
    },
  })
  // WalletKit waits this many seconds (a private field) after each answered request before showing
  // the next one; a dev wallet answers at once.
  ;(walletkit.engine.signClient.engine as unknown as { requestQueueDelay: number }).requestQueueDelay = 0
  // The other namespaces' signing code (web3.js, bitcoinjs-lib, @polkadot, CosmJS) loads only for
  // a wallet holding those keys.
  const signers: NamespaceSigners =
    parameters.solana || parameters.bitcoin || parameters.polkadot || parameters.cosmos
      ? await (await import('./namespaceSigners.js')).createNamespaceSigners({
          solana: parameters.solana,
          bitcoin: parameters.bitcoin,
          polkadot: parameters.polkadot,
          cosmos: parameters.cosmos,
        })
      : EVM_ONLY
  return wrapWallet(walletkit, parameters, signers)
}

/** A wallet with only its EVM key: no other namespace is offered, no other method answered. */
const EVM_ONLY: NamespaceSigners = {
  supported: {},
  unprompted: () => false,
  answer: async (method) => {
    throw new WalletRequestError(4200, `This wallet does not support ${method}.`)
  },
}

function wrapWallet(walletkit: IWalletKit, parameters: MobileWalletParameters, signers: NamespaceSigners) {
  const account = privateKeyToAccount(parameters.privateKey)
  const methods = [...(parameters.methods ?? WALLET_METHODS)]
  const rawProposals = new Map<number, WalletKitTypes.SessionProposal['params']>()
  const rawAuthRequests = new Map<number, WalletKitTypes.SessionAuthenticate['params']>()
  const listeners = new Set<Listener>()
  let state: MobileWalletState = {
    address: account.address,
    proposals: [],
    authRequests: [],
    requests: [],
    sessions: [],
    activity: [],
  }

  const set = (update: Partial<MobileWalletState>) => {
    state = { ...state, ...update }
    for (const listener of [...listeners]) listener(state)
  }
  const note = (line: string) => set({ activity: [...state.activity, line] })
  const refreshSessions = () =>
    set({
      sessions: Object.values(walletkit.getActiveSessions()).map((session) => ({
        topic: session.topic,
        dapp: dappOf(session.peer.metadata),
        chains: Object.values(session.namespaces).flatMap((n) => n.chains ?? []),
        accounts: Object.values(session.namespaces).flatMap((n) => n.accounts),
      })),
    })
  const dropRequest = (id: number) => set({ requests: state.requests.filter((r) => r.id !== id) })
  const findRequest = (id: number) => {
    const request = state.requests.find((r) => r.id === id)
    if (!request) throw new Error(`No pending request ${id}`)
    return request
  }

  walletkit.on('session_proposal', ({ id, params }) => {
    rawProposals.set(id, params)
    const asked = [
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ]
    const proposal: PendingProposal = {
      id,
      dapp: dappOf(params.proposer.metadata),
      chains: [...new Set(asked.flatMap((n) => n.chains ?? []))],
      methods: [...new Set(asked.flatMap((n) => n.methods))],
    }
    set({ proposals: [...state.proposals, proposal] })
    note(`Proposal from ${proposal.dapp.name}`)
  })
  // A wallet that listens for one-step sign-ins is one that supports them: the library ignores the
  // fallback proposal of such a request then, and answers the proposal when nobody listens.
  if (parameters.oneStepAuth !== false)
    walletkit.on('session_authenticate', ({ id, params }) => {
      rawAuthRequests.set(id, params)
      const request: PendingAuthRequest = {
        id,
        dapp: dappOf(params.requester.metadata),
        chains: params.authPayload.chains,
        domain: params.authPayload.domain,
        statement: params.authPayload.statement ?? '',
      }
      set({ authRequests: [...state.authRequests, request] })
      note(`Sign-in request from ${request.dapp.name}`)
    })
  walletkit.on('proposal_expire', ({ id }) => {
    rawProposals.delete(id)
    set({ proposals: state.proposals.filter((p) => p.id !== id) })
  })
  walletkit.on('session_request', ({ id, topic, params }) => {
    if (signers.unprompted(params.request.method)) {
      // Reads (the accounts the session already shares) are answered without asking the visitor.
      void respond(id, topic, params.request.method, () =>
        signers.answer(params.request.method, params.request.params),
      )
      return
    }
    const session = walletkit.getActiveSessions()[topic]
    const request: PendingRequest = {
      id,
      topic,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
      dapp: dappOf(session?.peer.metadata),
    }
    set({ requests: [...state.requests, request] })
    note(`Request ${request.method} on ${request.chainId}`)
  })
  walletkit.on('session_request_expire', ({ id }) => dropRequest(id))
  walletkit.on('session_delete', () => {
    refreshSessions()
    note('The dapp disconnected')
  })
  refreshSessions()

  /** Carries a request out and answers the dapp with its result (or the wallet's error). */
  async function respond(id: number, topic: string, method: string, run: () => Promise<unknown>) {
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    try {
      const result = await run()
      response = { id, jsonrpc: '2.0', result }
      const shown = typeof result === 'string' ? result : (result as { signature?: unknown })?.signature
      note(`Approved ${method}${typeof shown === 'string' ? `: ${shown}` : ''}`)
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603
      response = { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } }
      note(`Failed ${method}: ${(error as Error).message}`)
    }
    await walletkit.respondSessionRequest({ topic, response: response as never })
    return 'result' in response ? response.result : response.error
  }

  const wallet = {
    walletkit,
    account,
    getState: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    async pair(uri: string) {
      note('Pairing…')
      await walletkit.pair({ uri: uri.trim() })
    },

    async approveProposal(id: number) {
      const params = rawProposals.get(id)
      if (!params) throw new Error(`No pending proposal ${id}`)
      const chains = parameters.chains.map((c) => `eip155:${c.chainId}`)
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains,
            methods,
            events: ['chainChanged', 'accountsChanged'],
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
          ...signers.supported,
        },
      })
      rawProposals.delete(id)
      set({ proposals: state.proposals.filter((p) => p.id !== id) })
      await walletkit.approveSession({ id, namespaces })
      refreshSessions()
      note('Connected')
    },

    async rejectProposal(id: number) {
      rawProposals.delete(id)
      set({ proposals: state.proposals.filter((p) => p.id !== id) })
      await walletkit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      note('Connection rejected')
    },

    /**
     * Signs the one-step sign-in for every asked chain the wallet offers (one cacao per chain, the
     * CAIP-122 text WalletConnect formats from the payload, signed with personal_sign) and answers
     * with them: the dapp is connected and signed in at once.
     */
    async approveAuthRequest(id: number) {
      const params = rawAuthRequests.get(id)
      if (!params) throw new Error(`No pending sign-in request ${id}`)
      rawAuthRequests.delete(id)
      set({ authRequests: state.authRequests.filter((r) => r.id !== id) })
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: parameters.chains.map((c) => `eip155:${c.chainId}`),
        methods,
      })
      const auths = []
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${account.address}`
        const message = walletkit.formatAuthMessage({ request: payload, iss })
        const signature = await account.signMessage({ message })
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
      await walletkit.approveSessionAuthenticate({ id, auths })
      refreshSessions()
      note(`Signed in to ${dappOf(params.requester.metadata).name}`)
      return auths
    },

    async rejectAuthRequest(id: number) {
      rawAuthRequests.delete(id)
      set({ authRequests: state.authRequests.filter((r) => r.id !== id) })
      await walletkit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      note('Sign-in rejected')
    },

    /** Carries the request out and answers with its result (or the wallet's error). */
    async approveRequest(id: number): Promise<unknown> {
      const request = findRequest(id)
      dropRequest(id)
      const namespace = request.chainId.split(':')[0]
      return respond(id, request.topic, request.method, () =>
        namespace === 'eip155'
          ? answerRequest({
              account,
              chains: parameters.chains,
              chainId: request.chainId,
              method: request.method,
              params: request.params,
              switchChain: (chainId) =>
                walletkit.emitSessionEvent({
                  topic: request.topic,
                  event: { name: 'chainChanged', data: chainId },
                  chainId: `eip155:${chainId}`,
                }),
            })
          : signers.answer(request.method, request.params),
      )
    },

    async rejectRequest(id: number) {
      const request = findRequest(id)
      dropRequest(id)
      await walletkit.respondSessionRequest({
        topic: request.topic,
        response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
      })
      note(`Rejected ${request.method}`)
    },

    async disconnect(topic: string) {
      await walletkit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      refreshSessions()
      note('Disconnected')
    },

    /** Closes the relay socket and timers (the stored sessions stay). */
    async close() {
      listeners.clear()
      walletkit.core.heartbeat.stop()
      await walletkit.core.relayer.transportClose().catch(() => undefined)
    },
  }
  return wallet
}
