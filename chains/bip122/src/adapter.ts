import type { ChainAdapter } from '@portico/kernel'
import { connect, disconnect, reconnect } from './actions/connect.js'
import { getNativeBalance } from './actions/getBalance.js'
import { sendTransfer } from './actions/sendTransfer.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { parseAddress } from './address/parseAddress.js'
import { isBip122Network } from './networks/networks.js'
import type { Bip122Runtime } from './runtime.js'

/** Whether `address` parses on any of the app's bip122 networks (checksum and prefixes included). */
export function isAddressOnAppNetworks(runtime: Bip122Runtime, address: string): boolean {
  return (runtime.kernelOptions.networks ?? [])
    .filter(isBip122Network)
    .some((network) => parseAddress(address, network.bitcoin.params) !== undefined)
}

/** The bip122 capabilities the kernel calls. */
export function createBip122Adapter(runtime: Bip122Runtime): ChainAdapter {
  return {
    namespace: 'bip122',
    connect: (parameters) => connect(runtime, parameters),
    reconnect: (parameters) => reconnect(runtime, parameters),
    disconnect: (parameters) => disconnect(runtime, parameters),
    switchNetwork: (parameters) => switchNetwork(runtime, parameters),
    signMessage: async (parameters) => (await signMessage(runtime, parameters)).signature,
    getNativeBalance: (parameters) => getNativeBalance(runtime, parameters),
    sendTransfer: (parameters) => sendTransfer(runtime, parameters),
    isAddress: (address) => isAddressOnAppNetworks(runtime, address),
  }
}
