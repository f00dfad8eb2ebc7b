import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import type { IWalletKit } from '@reown/walletkit'
import type { JsonRpcResponse } from '@walletconnect/jsonrpc-types'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { safeJsonParse, safeJsonStringify } from '@walletconnect/safe-json'
import type { ICore } from '@walletconnect/types'
import type * as UniversalProviderModule from '@walletconnect/universal-provider'
import type { Hex, TypedDataDefinition } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * Real WalletConnect clients for Node tests against the local relay: a dapp
 * (`@walletconnect/universal-provider`) and a wallet (`@reown/walletkit`) that signs eip155 requests
 * with a viem account. Set `process.env.IS_VITEST = 'true'` before creating them, so that they do not
 * reach pulse.walletconnect.org and verify.walletconnect.org.
 */

export const TEST_CHAIN = 'eip155:31337'
export const TEST_METHODS = ['personal_sign', 'eth_signTypedData_v4']
export const TEST_EVENTS = ['accountsChanged', 'chainChanged']
const PROJECT_ID = 'portico-local'

/**
 * vitest starts Node with `--conditions module` (from the `ssr.resolve.conditions` of
 * vitest.config.ts), so Node resolves the WalletConnect packages to their bundler-only ESM builds,
 * which do not run in Node (a default import of a CommonJS package, an extension-less import of
 * `brotli/decompress`). Plain Node loads their CommonJS builds; this makes `require` do the same for
 * these packages only (`dist/index.js` -> `dist/index.cjs`), and the clients are loaded with `require`.
 */
const WALLETCONNECT_ESM_BUILD =
  /[\\/]node_modules[\\/]@(walletconnect|reown)[\\/][^\\/]+[\\/]dist[\\/]index\.js$/
type ResolveFilename = (request: string, ...rest: unknown[]) => string
const loader = Module as unknown as { _resolveFilename: ResolveFilename & { preferCommonJs?: true } }
if (!loader._resolveFilename.preferCommonJs) {
  const resolveFilename = loader._resolveFilename
  const preferCommonJs = function (this: unknown, request: string, ...rest: unknown[]) {
    const resolved = resolveFilename.call(this, request, ...rest)
    const commonJs = resolved.replace(/\.js$/, '.cjs')
    return WALLETCONNECT_ESM_BUILD.test(resolved) && existsSync(commonJs) ? commonJs : resolved
  }
  loader._resolveFilename = Object.assign(preferCommonJs, { preferCommonJs: true as const })
}
const require = createRequire(import.meta.url)
const { WalletKit } = require('@reown/walletkit') as typeof import('@reown/walletkit')
const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
const { UniversalProvider } = require('@walletconnect/universal-provider') as typeof UniversalProviderModule
const { buildApprovedNamespaces, getSdkError } =
  require('@walletconnect/utils') as typeof import('@walletconnect/utils')

/** Storage kept in memory, with the JSON round trip the real storage does. */
export function createMemoryStorage(): IKeyValueStorage {
  const entries = new Map<string, string>()
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T>() {
      return [...entries].map(([key, value]): [string, T] => [key, safeJsonParse(value) as T])
    },
    async getItem<T>(key: string) {
      const value = entries.get(key)
      return value === undefined ? undefined : (safeJsonParse(value) as T)
    },
    async setItem(key: string, value: unknown) {
      entries.set(key, safeJsonStringify(value))
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}

/**
 * Clients of one process share a core per storage prefix (a global cache in `@walletconnect/core`),
 * so every client gets a prefix of its own.
 */
function uniquePrefix(role: string): string {
  return `portico-${role}-${randomUUID().slice(0, 8)}`
}

async function closeCore(core: ICore): Promise<void> {
  core.heartbeat.stop()
  await core.relayer.transportClose()
}

export type TestDapp = {
  provider: InstanceType<typeof UniversalProvider>
  /** Proposes a session, hands the pairing URI to `pair` and resolves with the approved session. */
  connect(pair: (uri: string) => Promise<void>): ReturnType<InstanceType<typeof UniversalProvider>['connect']>
  close(): Promise<void>
}

export async function createTestDapp(relayUrl: string): Promise<TestDapp> {
  const provider = await UniversalProvider.init({
    projectId: PROJECT_ID,
    relayUrl,
    storage: createMemoryStorage(),
    customStoragePrefix: uniquePrefix('dapp'),
    metadata: { name: 'Portico test dapp', description: 'Tests', url: 'http://127.0.0.1', icons: [] },
  })
  return {
    provider,
    async connect(pair) {
      const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
      const session = provider.connect({
        optionalNamespaces: {
          eip155: { chains: [TEST_CHAIN], methods: TEST_METHODS, events: TEST_EVENTS },
        },
      })
      // A connect() that fails before showing a URI must not leave us waiting for one.
      const settledFirst = session.then(() => {
        throw new Error('connect() settled before showing a pairing URI')
      })
      settledFirst.catch(() => {})
      await pair(await Promise.race([uri, settledFirst]))
      return session
    },
    close: () => closeCore(provider.client.core),
  }
}

export type WalletPolicy = { proposals: 'approve' | 'reject'; requests: 'sign' | 'reject' }

export type TestWallet = {
  walletkit: IWalletKit
  account: PrivateKeyAccount
  /** What the wallet answers; tests change it between steps. */
  policy: WalletPolicy
  /** Errors thrown while answering (a test asserts it stays empty). */
  errors: unknown[]
  close(): Promise<void>
}

async function signRequest(account: PrivateKeyAccount, method: string, params: unknown): Promise<Hex> {
  if (method === 'personal_sign') {
    const [message] = params as [Hex, string]
    return account.signMessage({ message: { raw: message } })
  }
  if (method === 'eth_signTypedData_v4') {
    const [, json] = params as [string, string]
    const { types, ...rest } = JSON.parse(json) as TypedDataDefinition & { types: Record<string, unknown> }
    const { EIP712Domain: _domain, ...messageTypes } = types
    return account.signTypedData({ ...rest, types: messageTypes } as TypedDataDefinition)
  }
  throw new Error(`test wallet cannot answer ${method}`)
}

export async function createTestWallet(relayUrl: string, account: PrivateKeyAccount): Promise<TestWallet> {
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl,
    storage: createMemoryStorage(),
    customStoragePrefix: uniquePrefix('wallet'),
  })
  const walletkit = await WalletKit.init({
    core,
    metadata: { name: 'Portico test wallet', description: 'Tests', url: 'http://127.0.0.1', icons: [] },
  })
  // The sign client waits this many seconds after each answered request before emitting the next one.
  ;(walletkit.engine.signClient.engine as unknown as { requestQueueDelay: number }).requestQueueDelay = 0

  const wallet: TestWallet = {
    walletkit,
    account,
    policy: { proposals: 'approve', requests: 'sign' },
    errors: [],
    close: () => closeCore(core),
  }

  walletkit.on('session_proposal', async ({ id, params }) => {
    try {
      if (wallet.policy.proposals === 'reject') {
        await walletkit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        return
      }
      const namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: {
          eip155: {
            chains: [TEST_CHAIN],
            methods: TEST_METHODS,
            events: TEST_EVENTS,
            accounts: [`${TEST_CHAIN}:${account.address}`],
          },
        },
      })
      await walletkit.approveSession({ id, namespaces })
    } catch (error) {
      wallet.errors.push(error)
    }
  })

  walletkit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request
    let response: JsonRpcResponse<Hex>
    if (wallet.policy.requests === 'reject') {
      response = { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') }
    } else {
      try {
        response = { id, jsonrpc: '2.0', result: await signRequest(account, method, requestParams) }
      } catch (error) {
        wallet.errors.push(error)
        response = { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS', method) }
      }
    }
    await walletkit
      .respondSessionRequest({ topic, response })
      .catch((error: unknown) => wallet.errors.push(error))
  })

  return wallet
}
