import { type ChainAdapter, isSolanaAddress } from '@portico/kernel'
import { getNativeBalance, getTokenHoldings } from './actions/balances.js'
import { assertServes, connect, disconnect } from './actions/connect.js'
import { estimateTransferFee, sendTransfer } from './actions/sendTransfer.js'
import { signMessage } from './actions/signMessage.js'
import type { SolanaRuntime } from './runtime.js'
import { getWallet } from './wallet.js'

/** The solana capabilities the kernel calls. */
export function createSolanaAdapter(runtime: SolanaRuntime): Required<Omit<ChainAdapter, 'displayDecimals'>> {
  const networks = () => runtime.portico?.wallet.getState().networks ?? []
  return {
    namespace: 'solana',
    async connect({ connector, network }) {
      const result = await connect({ connector, network, networks: networks() })
      if (!result) throw new Error('The wallet granted no Solana account.')
      return result
    },
    reconnect: async ({ connector, network }) => {
      try {
        return await connect({ connector, network, networks: networks(), silent: true })
      } catch (error) {
        runtime.log.debug('Silent reconnect refused', error)
        return undefined
      }
    },
    async disconnect({ connector }) {
      runtime.unwatch(connector.id)
      await disconnect(connector)
    },
    async switchNetwork({ connector, network }) {
      assertServes(getWallet(connector), network)
    },
    signMessage: async (parameters) => signMessage(parameters),
    getNativeBalance: async (parameters) => getNativeBalance(runtime.options, parameters),
    getTokenHoldings: async (parameters) => getTokenHoldings(runtime.options, parameters),
    sendTransfer: async (parameters) => sendTransfer(runtime.options, parameters),
    estimateTransferFee: async (parameters) => estimateTransferFee(runtime.options, parameters),
    isAddress: (address) => isSolanaAddress(address),
  }
}
