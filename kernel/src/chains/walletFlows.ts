// The wallet controller's flows (connect, disconnect, switch, restore, wallet reports), one action
// a file under `flows/`. Loaded on the first connect, or at start-up only when a stored connection
// must be restored, so a first visit's page does not ship them before the first click.
import type { WalletControllerBase } from './createWalletController.js'
import { addNetwork } from './flows/addNetwork.js'
import { connect, rememberWallet } from './flows/connect.js'
import { createFlowContext, type FlowContext } from './flows/context.js'
import { disconnect } from './flows/disconnect.js'
import { reconnectPersisted } from './flows/reconnect.js'
import { refreshBalance } from './flows/refreshBalance.js'
import { reportAccounts, reportDisconnected, reportNetwork } from './flows/reports.js'
import { requestNetworkSwitch, switchNetwork } from './flows/switchNetwork.js'
import type { WalletCore } from './walletState.js'

export type WalletFlows = ReturnType<typeof createWalletFlows>

/** A flow with its context bound: what the controller calls. */
type Bound<F> = F extends (ctx: FlowContext, ...rest: infer A) => infer R ? (...rest: A) => R : never

export function createWalletFlows(core: WalletCore, base: WalletControllerBase) {
  const ctx = createFlowContext(core, base)
  const flows = {
    connect,
    rememberWallet,
    disconnect,
    requestNetworkSwitch,
    switchNetwork,
    addNetwork,
    refreshBalance,
    reportAccounts,
    reportNetwork,
    reportDisconnected,
    reconnectPersisted,
  }
  const bound =
    (flow: (ctx: FlowContext, ...rest: never[]) => unknown) =>
    (...rest: never[]) =>
      flow(ctx, ...rest)
  return Object.fromEntries(Object.entries(flows).map(([name, flow]) => [name, bound(flow)])) as {
    [K in keyof typeof flows]: Bound<(typeof flows)[K]>
  }
}
