import type { ChainAdapter } from '@portico/kernel'
import { getNativeBalance } from './actions/balances.js'
import { connect, disconnect, reconnect, switchNetwork } from './actions/connect.js'
import { isAddressOnAppNetworks } from './actions/context.js'
import { sendTransfer } from './actions/sendTransfer.js'
import { signMessage } from './actions/signMessage.js'
import type { CosmosRuntime } from './runtime.js'

/** The cosmos capabilities the kernel calls. */
export function createCosmosAdapter(runtime: CosmosRuntime): ChainAdapter {
  return {
    namespace: 'cosmos',
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    switchNetwork: (parameters) => switchNetwork(runtime, parameters),
    // The account's public key is on the connected account (`publicKey`, base64) for verifiers.
    signMessage: async (parameters) => (await signMessage(runtime, parameters)).signature,
    getNativeBalance: (parameters) => getNativeBalance(runtime, parameters),
    sendTransfer: (parameters) => sendTransfer(runtime, parameters),
    isAddress: (address) => isAddressOnAppNetworks(runtime, address),
  }
}
