import type { ChainAdapter } from '@portico/kernel'
import { getNativeBalance } from './actions/balance.js'
import { connect, disconnect, reconnect, switchNetwork } from './actions/connect.js'
import { appNetworks } from './actions/context.js'
import { signMessage } from './actions/signMessage.js'
import { sendTransfer } from './actions/transfer.js'
import { parseSs58Address } from './address.js'
import type { PolkadotRuntime } from './runtime.js'

/** Whether `address` is an SS58 address with the prefix of one of the app's polkadot networks. */
export function isAddressOnAppNetworks(runtime: PolkadotRuntime, address: string): boolean {
  return appNetworks(runtime).some((network) => parseSs58Address(address, network.polkadot.ss58Prefix).ok)
}

/** The polkadot capabilities the kernel calls. */
export function createPolkadotAdapter(runtime: PolkadotRuntime): ChainAdapter {
  return {
    namespace: 'polkadot',
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    switchNetwork: (parameters) => switchNetwork(runtime, parameters),
    signMessage: (parameters) => signMessage(runtime, parameters),
    getNativeBalance: (parameters) => getNativeBalance(runtime, parameters),
    sendTransfer: async ({ connector, network, from, to, amount }) =>
      (await sendTransfer(runtime, { connector, network, from, to, amount })).hash,
    isAddress: (address) => isAddressOnAppNetworks(runtime, address),
  }
}
