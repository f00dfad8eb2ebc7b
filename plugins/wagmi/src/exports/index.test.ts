// @vitest-environment node
import { trapBrowserGlobals } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe('@portico/wagmi on a server', () => {
  it('reads no browser global of its own when imported, building networks and composed', async () => {
    const trap = trapBrowserGlobals()
    restore = trap.restore
    // wagmi's own dependencies ask `typeof window` when loaded (react-query, use-sync-external-store):
    // that is the app's wagmi, measured first; this package must add no read to it.
    const { createConfig, http } = await import('wagmi')
    const { mainnet } = await import('viem/chains')
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http() },
      ssr: true,
      storage: null,
    })
    await import('@portico/kernel')
    const { createTestPortico } = await import('@portico/kernel/testing')
    const wagmiReads = [...trap.touched]

    const { networksFromWagmi, wagmiAdapter } = await import('./index.js')
    const portico = createTestPortico({
      plugins: [wagmiAdapter({ config })],
      networks: networksFromWagmi(config),
    })
    expect(portico.wallet.getState().networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1'])
    expect(trap.touched).toEqual(wagmiReads)
    // Imports wagmi, viem and the kernel from scratch: seconds on a loaded machine.
  }, 60_000)
})
