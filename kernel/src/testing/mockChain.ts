import type { ChainAdapter, ConnectResult } from '../chains/types.js'
import { RpcError } from '../errors/rpc.js'
import { definePlugin } from '../plugin/definePlugin.js'
import type { AccountType, CaipNetworkId, ChainNamespace, Connector } from '../wallet/types.js'

export type MockChainBehaviour = {
  /** The wallet refuses the connection (EIP-1193 4001). */
  rejectConnect?: boolean
  /** The connection fails with another error. */
  failConnect?: boolean
  /** Milliseconds the wallet takes to answer connect. */
  connectDelayMs?: number
  /**
   * The wallet starts on another network: connect asks it to switch to the app's network (telling
   * `onSwitchNetwork`) and the wallet takes this many milliseconds more to answer.
   */
  switchWhileConnectingMs?: number
  /** The wallet refuses network switches. */
  rejectSwitch?: boolean
  /** The wallet forgot the session (reconnect finds nothing). */
  forgetSession?: boolean
  /** Native balance the mock reports, human-readable. */
  balance?: string
  /** Signature returned by signMessage. */
  signature?: string
}

export type MockChainParameters = {
  namespace?: ChainNamespace
  /** Connectors the mock announces; defaults to one injected wallet. */
  connectors?: ReadonlyArray<Partial<Connector> & { id: string; name: string }>
  accounts?: readonly string[]
  accountType?: AccountType
  /** The network the wallet starts on. */
  caipNetworkId?: CaipNetworkId
  behaviour?: MockChainBehaviour
  /** The decimals its balances show (`ChainAdapter.displayDecimals`). */
  displayDecimals?: number
}

/**
 * A fake chain plugin for tests and view development: announces connectors and answers connect,
 * reconnect, switch, sign and balance from memory, with faults switchable at run time.
 *
 * @example
 * const chain = mockChain({ behaviour: { rejectConnect: true } })
 * const portico = createTestPortico({ plugins: [chain.plugin] })
 * chain.behave({ rejectConnect: false })
 */
export function mockChain(parameters: MockChainParameters = {}) {
  const namespace = parameters.namespace ?? 'eip155'
  const accounts = parameters.accounts ?? ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
  const behaviour: MockChainBehaviour = { balance: '1.2345', ...parameters.behaviour }
  const calls: Array<{ capability: string; args: unknown }> = []
  let caipNetworkId: CaipNetworkId = parameters.caipNetworkId ?? `${namespace}:1`
  const connectors: Connector[] = (
    parameters.connectors ?? [
      { id: 'mock.injected', name: 'Mock Wallet', type: 'ANNOUNCED', rdns: 'dev.portico.mock' },
    ]
  ).map((c) => ({ type: 'ANNOUNCED', chain: namespace, ...c }))

  const result = (): ConnectResult => ({
    accounts: accounts.map((address) => ({ namespace, address, type: parameters.accountType ?? 'eoa' })),
    caipNetworkId,
  })
  const sleep = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

  const adapter: ChainAdapter = {
    namespace,
    ...(parameters.displayDecimals === undefined ? {} : { displayDecimals: parameters.displayDecimals }),
    async connect(args) {
      calls.push({ capability: 'connect', args })
      await sleep(behaviour.connectDelayMs)
      if (behaviour.rejectConnect) throw new RpcError(4001, { message: 'User rejected the request.' })
      if (behaviour.failConnect) throw new Error('The mock wallet failed.')
      if (behaviour.switchWhileConnectingMs !== undefined && args.network) {
        args.onSwitchNetwork?.(args.network)
        await sleep(behaviour.switchWhileConnectingMs)
      }
      if (args.network) caipNetworkId = args.network.caipNetworkId
      return result()
    },
    async reconnect(args) {
      calls.push({ capability: 'reconnect', args })
      await sleep(behaviour.connectDelayMs)
      return behaviour.forgetSession ? undefined : result()
    },
    async disconnect(args) {
      calls.push({ capability: 'disconnect', args })
    },
    async switchNetwork(args) {
      calls.push({ capability: 'switchNetwork', args })
      if (behaviour.rejectSwitch) throw new RpcError(4001, { message: 'User rejected the request.' })
      caipNetworkId = args.network.caipNetworkId
    },
    async signMessage(args) {
      calls.push({ capability: 'signMessage', args })
      return behaviour.signature ?? `0x${'ab'.repeat(65)}`
    },
    async getNativeBalance(args) {
      calls.push({ capability: 'getNativeBalance', args })
      const formatted = behaviour.balance ?? '0'
      return { value: 0n, decimals: 18, formatted, symbol: args.network.nativeCurrency.symbol }
    },
  }

  const plugin = definePlugin({
    id: `mock-${namespace}`,
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.chains.register(adapter)
    },
    setup(ctx) {
      for (const connector of connectors) ctx.portico.wallet.addConnector(connector)
    },
  })

  return {
    plugin,
    adapter,
    connectors,
    /** Every capability call, oldest first. */
    calls,
    /** Changes the mock's behaviour for the next calls. */
    behave(update: MockChainBehaviour) {
      Object.assign(behaviour, update)
    },
  }
}
