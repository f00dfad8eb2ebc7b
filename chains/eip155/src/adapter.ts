import { type ChainAdapter, isEip155Address } from '@portico/kernel'
import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { reconnect } from './actions/reconnect.js'
import { sendTransfer } from './actions/sendTransfer.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { getNetworkClient } from './client/getNetworkClient.js'
import { getProvider } from './provider.js'
import type { Eip155Runtime } from './runtime.js'
import { checksumOf } from './utils/checksumOf.js'

/**
 * The eip155 capabilities the kernel calls. Connect, reconnect, switch and sign speak raw EIP-1193;
 * the native balance and transfers load viem on first use.
 */
export function createEip155Adapter(
  runtime: Eip155Runtime,
): Required<Omit<ChainAdapter, 'getTokenHoldings' | 'displayDecimals' | 'estimateTransferFee'>> {
  return {
    namespace: 'eip155',
    connect: async ({ connector, network, onSwitchNetwork }) =>
      connect({ connector, network, onSwitchNetwork, log: runtime.log, checksum: checksumOf(runtime) }),
    reconnect: async ({ connector }) => reconnect({ connector, checksum: checksumOf(runtime) }),
    async disconnect({ connector }) {
      runtime.unwatch(connector.id)
      await disconnect({ connector, log: runtime.log })
    },
    switchNetwork: async ({ connector, network }) =>
      switchNetwork({ provider: getProvider(connector), network }),
    signMessage: async ({ connector, address, message }) =>
      signMessage({ provider: getProvider(connector), address, message }),
    async getNativeBalance({ address, network }) {
      const [client, { readNativeBalance }] = await Promise.all([
        getNetworkClient(runtime, network),
        import('./viem/readNativeBalance.js'),
      ])
      return readNativeBalance(client, { address, network })
    },
    sendTransfer: async ({ connector, network, from, to, amount, token }) =>
      sendTransfer({ provider: getProvider(connector), network, from, to, amount, token }),
    isAddress: (address) => isEip155Address(address),
  }
}
