import { definePlugin } from '@portico/kernel'
import { usePortico } from '@portico/ui'

/** A view that forbids closing (like a required sign-in), to test "closing disabled". */
function LockedView() {
  const portico = usePortico()
  return (
    <div style={{ padding: 16 }}>
      <p>This step must be finished before the modal closes.</p>
      <button type="button" onClick={() => portico.modal.close({ force: true })}>
        Finish
      </button>
    </div>
  )
}

/**
 * Stands in for the walletconnect plugin's view: with it registered, Connect lists the catalogue
 * (from the API emulator) and offers All wallets, as in an app that composes WalletConnect.
 */
function WalletConnectStandIn() {
  return (
    <div style={{ padding: 16 }}>
      <p>WalletConnect is not composed in this harness.</p>
    </div>
  )
}

/** Extra views the browser tests need besides the core ones. */
export function harnessViews() {
  return definePlugin({
    id: 'harness-views',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.views.register({
        id: 'harness/Locked',
        load: async () => ({ default: LockedView }),
        closable: () => false,
      })
      ctx.views.register({
        id: 'ConnectingWalletConnect',
        load: async () => ({ default: WalletConnectStandIn }),
      })
    },
  })
}
