import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { Emitter } from './emitter.js'
import { ProviderRpcError, walletErrors } from './errors.js'

/** A chain the test wallet knows: its id and the JSON-RPC URL it forwards to. */
export type TestWalletChain = {
  chainId: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** What the wallet asks the visitor (or the test) before acting. */
export type ApprovalRequest = {
  /** The wallet's name, so one prompt can serve several wallets. */
  wallet: string
  method: string
  params: readonly unknown[]
  /** The chain the wallet is on. */
  chainId: number
  /** The active account. */
  account: `0x${string}`
}

export type Approve = (request: ApprovalRequest) => boolean | Promise<boolean>

export type TestWalletProviderOptions = {
  /** Dev private keys; the first is the active account. Test keys only. */
  privateKeys: readonly Hex[]
  /** Chains the wallet knows at start; more can be added with `wallet_addEthereumChain`. */
  chains: readonly TestWalletChain[]
  /** The chain the wallet starts on; default the first. */
  chainId?: number
  /** Asked before connecting, signing, sending and adding or switching chains. Default: approve all. */
  approve?: Approve
  /** Shown in approval requests. Default 'Portico Test Wallet'. */
  name?: string
  /** Used for forwarded JSON-RPC requests; default the global fetch. */
  fetch?: typeof fetch
  /**
   * Keeps the site's grant, the chain and the active account across page loads, as an extension
   * does (e.g. `{ storage: localStorage, key: 'portico-test-wallet' }`). Default: memory only.
   */
  persist?: { storage: Pick<Storage, 'getItem' | 'setItem'>; key: string }
}

type PersistedState = { connected: boolean; chainId: number; activeIndex: number }

/** EIP-3085 parameters as the wallet kept them, so tests can check what a dapp sent. */
export type AddedChain = {
  chainId: Hex
  chainName: string
  rpcUrls: string[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

type Bundle = { chainId: number; hashes: Hex[]; failed: boolean }
type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

/** Methods that need a connected site. */
const AUTHORIZED_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
])
/** Signing methods a real wallet may offer but this one does not. */
const UNSUPPORTED_METHODS = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
])

/**
 * The playground's test browser wallet: an EIP-1193 provider that signs with dev keys (viem local
 * accounts) and forwards reads and sends to the JSON-RPC node of its current chain (the local
 * anvil chains). It asks `approve` before connecting, signing, sending and adding or switching
 * chains; a refusal is EIP-1193 error 4001. Framework-free and DOM-free.
 *
 * @example
 * const provider = new TestWalletProvider({
 *   privateKeys: [DEV_ACCOUNTS[0].privateKey],
 *   chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * await provider.request({ method: 'eth_requestAccounts' })
 */
export class TestWalletProvider extends Emitter {
  readonly name: string
  readonly #accounts: readonly LocalAccount[]
  readonly #chains = new Map<number, TestWalletChain>()
  readonly #bundles = new Map<string, Bundle>()
  readonly #addedChains: AddedChain[] = []
  readonly #fetch: typeof fetch
  readonly #persist: TestWalletProviderOptions['persist']
  #approve: Approve
  #activeIndex = 0
  #chainId: number
  #connected = false
  #requestCount = 0

  constructor(options: TestWalletProviderOptions) {
    super()
    if (options.privateKeys.length === 0) throw new Error('The test wallet needs at least one private key.')
    if (options.chains.length === 0) throw new Error('The test wallet needs at least one chain.')
    this.name = options.name ?? 'Portico Test Wallet'
    this.#accounts = options.privateKeys.map((key) => privateKeyToAccount(key))
    for (const chain of options.chains) this.#chains.set(chain.chainId, chain)
    this.#chainId = options.chainId ?? options.chains[0]!.chainId
    if (!this.#chains.has(this.#chainId)) throw new Error(`Unknown start chain ${this.#chainId}.`)
    this.#approve = options.approve ?? (() => true)
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.#persist = options.persist
    this.#restore()
  }

  // ---- state, for tests and the demo page ----

  get address(): `0x${string}` {
    return this.#accounts[this.#activeIndex]!.address
  }
  get addresses(): `0x${string}`[] {
    const active = this.address
    return [active, ...this.#accounts.map((a) => a.address).filter((a) => a !== active)]
  }
  get chainId(): number {
    return this.#chainId
  }
  get connected(): boolean {
    return this.#connected
  }
  /** Chain ids the wallet knows now. */
  get chainIds(): number[] {
    return [...this.#chains.keys()]
  }
  /** The `wallet_addEthereumChain` parameters received, oldest first. */
  get addedChains(): readonly AddedChain[] {
    return this.#addedChains
  }
  /** How many requests reached the wallet (including reads). */
  get requestCount(): number {
    return this.#requestCount
  }

  /** Replaces the approval callback (e.g. to reject the next request in a test). */
  setApprove(approve: Approve): void {
    this.#approve = approve
  }

  // ---- what the visitor does in the wallet itself ----

  /** Makes another account active; a connected site gets `accountsChanged`. */
  selectAccount(index: number): void {
    if (!this.#accounts[index]) throw new Error(`No account ${index}.`)
    this.#activeIndex = index
    this.#save()
    if (this.#connected) this.emit('accountsChanged', this.addresses)
  }

  /** Moves the wallet to another known chain without asking; emits `chainChanged`. */
  selectChain(chainId: number): void {
    if (!this.#chains.has(chainId)) throw walletErrors.unrecognizedChain(numberToHex(chainId))
    if (chainId === this.#chainId) return
    this.#chainId = chainId
    this.#save()
    this.emit('chainChanged', numberToHex(chainId))
  }

  /** Forgets the site and emits `disconnect` (EIP-1193 4900), as when the visitor disconnects in the wallet. */
  disconnect(): void {
    this.#connected = false
    this.#save()
    this.emit('disconnect', walletErrors.disconnected())
  }

  // ---- EIP-1193 ----

  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    this.#requestCount++
    const list = params === undefined ? [] : Array.isArray(params) ? params : [params]
    if (AUTHORIZED_METHODS.has(method) && !this.#connected) throw walletErrors.unauthorized('connect first')
    if (UNSUPPORTED_METHODS.has(method)) throw walletErrors.unsupportedMethod(method)
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        return this.#requestAccounts(method, list)
      case 'eth_accounts':
        return this.#connected ? this.addresses : []
      case 'eth_chainId':
        return numberToHex(this.#chainId)
      case 'net_version':
        return String(this.#chainId)
      case 'wallet_revokePermissions':
        return this.#revoke()
      case 'personal_sign':
        return this.#personalSign(list)
      case 'eth_signTypedData_v4':
        return this.#signTypedData(list)
      case 'eth_sendTransaction':
        return this.#sendTransaction(list)
      case 'wallet_switchEthereumChain':
        return this.#switchChain(list)
      case 'wallet_addEthereumChain':
        return this.#addChain(list)
      case 'wallet_getCapabilities':
        return this.#getCapabilities(list)
      case 'wallet_sendCalls':
        return this.#sendCalls(list)
      case 'wallet_getCallsStatus':
        return this.#getCallsStatus(list)
      default:
        return this.#forward(this.#chainId, method, list)
    }
  }

  // ---- methods ----

  async #ask(method: string, params: readonly unknown[]): Promise<void> {
    const approved = await this.#approve({
      wallet: this.name,
      method,
      params,
      chainId: this.#chainId,
      account: this.address,
    })
    if (!approved) throw walletErrors.userRejected()
  }

  async #requestAccounts(method: string, params: readonly unknown[]) {
    if (!this.#connected) {
      await this.#ask(method, params)
      this.#connected = true
      this.#save()
      this.emit('connect', { chainId: numberToHex(this.#chainId) })
      this.emit('accountsChanged', this.addresses)
    }
    return method === 'wallet_requestPermissions' ? [{ parentCapability: 'eth_accounts' }] : this.addresses
  }

  #revoke() {
    if (!this.#connected) return null
    this.#connected = false
    this.#save()
    this.emit('accountsChanged', [])
    return null
  }

  #ownAccount(address: unknown): LocalAccount {
    const account = this.#accounts[this.#activeIndex]!
    if (
      typeof address !== 'string' ||
      !isAddress(address, { strict: false }) ||
      !isAddressEqual(address, account.address)
    )
      throw walletErrors.unauthorized(`${String(address)} is not the active account`)
    return account
  }

  async #personalSign(params: readonly unknown[]) {
    const [data, address] = params
    if (typeof data !== 'string') throw walletErrors.invalidParams('personal_sign needs [data, address]')
    const account = this.#ownAccount(address)
    await this.#ask('personal_sign', params)
    return account.signMessage({ message: isHex(data) ? { raw: data } : data })
  }

  async #signTypedData(params: readonly unknown[]) {
    const [address, json] = params
    const account = this.#ownAccount(address)
    let typedData: TypedDataDefinition
    try {
      typedData = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
    } catch {
      throw walletErrors.invalidParams('typed data is not JSON')
    }
    await this.#ask('eth_signTypedData_v4', params)
    try {
      return await account.signTypedData(typedData)
    } catch (error) {
      throw walletErrors.invalidParams(error instanceof Error ? error.message : String(error))
    }
  }

  async #sendTransaction(params: readonly unknown[]) {
    const [transaction] = params as [Record<string, unknown> | undefined]
    if (!transaction || typeof transaction !== 'object') throw walletErrors.invalidParams('no transaction')
    const account = this.#ownAccount(transaction.from ?? this.address)
    await this.#ask('eth_sendTransaction', params)
    return this.#send(account, this.#chainId, transaction)
  }

  /** Signs and sends one transaction on `chainId`; node errors keep their code and message. */
  async #send(account: LocalAccount, chainId: number, transaction: Record<string, unknown>): Promise<Hex> {
    const chain = this.#chainFor(chainId)
    const client = createWalletClient({
      account,
      chain,
      transport: http(this.#chains.get(chainId)!.rpcUrl, { retryCount: 0, fetchFn: this.#fetch }),
    })
    const quantity = (value: unknown) =>
      typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined
    try {
      return await client.sendTransaction({
        account,
        chain,
        to: typeof transaction.to === 'string' ? (transaction.to as Hex) : null,
        data: typeof transaction.data === 'string' ? (transaction.data as Hex) : undefined,
        value: quantity(transaction.value),
        gas: quantity(transaction.gas),
        nonce: transaction.nonce === undefined ? undefined : Number(quantity(transaction.nonce)),
        ...(transaction.gasPrice !== undefined
          ? { gasPrice: quantity(transaction.gasPrice) }
          : {
              maxFeePerGas: quantity(transaction.maxFeePerGas),
              maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
            }),
      } as Parameters<typeof client.sendTransaction>[0])
    } catch (error) {
      throw toProviderError(error)
    }
  }

  async #switchChain(params: readonly unknown[]) {
    const chainId = parseHexChainId((params[0] as { chainId?: unknown } | undefined)?.chainId)
    if (chainId === undefined)
      throw walletErrors.invalidParams('wallet_switchEthereumChain needs [{ chainId }]')
    if (!this.#chains.has(chainId)) throw walletErrors.unrecognizedChain(numberToHex(chainId))
    if (chainId === this.#chainId) return null
    await this.#ask('wallet_switchEthereumChain', params)
    this.#chainId = chainId
    this.#save()
    this.emit('chainChanged', numberToHex(chainId))
    return null
  }

  async #addChain(params: readonly unknown[]) {
    const added = params[0] as Partial<AddedChain> | undefined
    const chainId = parseHexChainId(added?.chainId)
    const valid =
      chainId !== undefined &&
      typeof added?.chainName === 'string' &&
      Array.isArray(added.rpcUrls) &&
      added.rpcUrls.length > 0 &&
      added.rpcUrls.every((url) => typeof url === 'string') &&
      typeof added.nativeCurrency?.symbol === 'string' &&
      typeof added.nativeCurrency.decimals === 'number'
    if (!valid || chainId === undefined || !added)
      throw walletErrors.invalidParams('wallet_addEthereumChain parameters')
    if (this.#chains.has(chainId)) return null
    await this.#ask('wallet_addEthereumChain', params)
    this.#addedChains.push(added as AddedChain)
    this.#chains.set(chainId, {
      chainId,
      rpcUrl: added.rpcUrls![0]!,
      name: added.chainName!,
      nativeCurrency: added.nativeCurrency!,
    })
    return null
  }

  #getCapabilities(params: readonly unknown[]) {
    this.#ownAccount(params[0])
    const wanted = Array.isArray(params[1]) ? params[1].map(parseHexChainId) : this.chainIds
    const capabilities: Record<string, unknown> = {}
    for (const chainId of wanted) {
      if (chainId !== undefined && this.#chains.has(chainId))
        capabilities[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
    }
    return capabilities
  }

  /** ERC-5792 calls, sent one after another (never atomic). */
  async #sendCalls(params: readonly unknown[]) {
    const bundle = params[0] as
      | { chainId?: unknown; from?: unknown; calls?: unknown; atomicRequired?: unknown; id?: unknown }
      | undefined
    const chainId = parseHexChainId(bundle?.chainId)
    if (!bundle || chainId === undefined || !Array.isArray(bundle.calls) || bundle.calls.length === 0)
      throw walletErrors.invalidParams('wallet_sendCalls needs [{ chainId, calls }]')
    const account = this.#ownAccount(bundle.from ?? this.address)
    if (chainId !== this.#chainId) throw walletErrors.unsupportedChainForCalls(numberToHex(chainId))
    if (bundle.atomicRequired === true) throw walletErrors.atomicityNotSupported()
    await this.#ask('wallet_sendCalls', params)
    const id = typeof bundle.id === 'string' ? bundle.id : randomHex(32)
    const record: Bundle = { chainId, hashes: [], failed: false }
    this.#bundles.set(id, record)
    for (const call of bundle.calls as Record<string, unknown>[]) {
      try {
        record.hashes.push(
          await this.#send(account, chainId, { to: call.to, data: call.data, value: call.value }),
        )
      } catch {
        record.failed = true
        break
      }
    }
    return { id }
  }

  async #getCallsStatus(params: readonly unknown[]) {
    const id = params[0]
    const bundle = typeof id === 'string' ? this.#bundles.get(id) : undefined
    if (!bundle || typeof id !== 'string') throw walletErrors.unknownBundle(String(id))
    const receipts = (await Promise.all(
      bundle.hashes.map((hash) => this.#forward(bundle.chainId, 'eth_getTransactionReceipt', [hash])),
    )) as Array<Record<string, unknown> | null>
    const mined = receipts.filter((receipt): receipt is Record<string, unknown> => receipt !== null)
    const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
    let status: number
    if (mined.length < bundle.hashes.length) status = 100
    else if (bundle.failed) status = bundle.hashes.length === 0 ? 400 : 600
    else if (succeeded === mined.length) status = 200
    else status = succeeded === 0 ? 500 : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      status,
      atomic: false,
      receipts: mined.map((receipt) => ({
        logs: receipt.logs,
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
    }
  }

  #save(): void {
    if (!this.#persist) return
    const state: PersistedState = {
      connected: this.#connected,
      chainId: this.#chainId,
      activeIndex: this.#activeIndex,
    }
    this.#persist.storage.setItem(this.#persist.key, JSON.stringify(state))
  }

  /** Reads the persisted grant; anything unreadable or unknown is ignored. */
  #restore(): void {
    const raw = this.#persist?.storage.getItem(this.#persist.key)
    if (!raw) return
    let state: Partial<PersistedState>
    try {
      state = JSON.parse(raw) as Partial<PersistedState>
    } catch {
      return
    }
    if (typeof state.chainId === 'number' && this.#chains.has(state.chainId)) this.#chainId = state.chainId
    if (typeof state.activeIndex === 'number' && this.#accounts[state.activeIndex])
      this.#activeIndex = state.activeIndex
    this.#connected = state.connected === true
  }

  /** Sends a JSON-RPC request to the node of `chainId`; its error comes back unchanged. */
  async #forward(chainId: number, method: string, params: readonly unknown[]): Promise<unknown> {
    const chain = this.#chains.get(chainId)
    if (!chain) throw walletErrors.unrecognizedChain(numberToHex(chainId))
    let answer: RpcAnswer
    try {
      const response = await this.#fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      answer = (await response.json()) as RpcAnswer
    } catch (error) {
      throw new ProviderRpcError(-32603, `The node of chain ${chainId} is unreachable: ${String(error)}`)
    }
    if (answer.error) throw new ProviderRpcError(answer.error.code, answer.error.message, answer.error.data)
    return answer.result ?? null
  }

  #chainFor(chainId: number): Chain {
    const known = this.#chains.get(chainId)!
    return defineChain({
      id: chainId,
      name: known.name ?? `Chain ${chainId}`,
      nativeCurrency: known.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [known.rpcUrl] } },
    })
  }
}

function parseHexChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return undefined
  const chainId = Number.parseInt(value, 16)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

function randomHex(bytes: number): Hex {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes))
  return `0x${[...values].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * A viem error as a wallet would report it: the node's code (the deepest code in the chain) and the
 * node's own words (viem keeps them as `details`), e.g. -32003 'Insufficient funds for gas * price
 * + value'.
 */
function toProviderError(error: unknown): ProviderRpcError {
  let code: number | undefined
  let words: string | undefined
  let data: unknown
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const record = current as {
      code?: unknown
      details?: unknown
      message?: unknown
      data?: unknown
      cause?: unknown
    }
    if (typeof record.code === 'number') {
      code = record.code
      if (record.data !== undefined) data = record.data
    }
    if (!words && typeof record.details === 'string' && record.details) words = record.details
    if (!(current instanceof Error) && !words && typeof record.message === 'string') words = record.message
    current = record.cause
  }
  const fallback =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  return new ProviderRpcError(code ?? -32603, words ?? fallback, data)
}
