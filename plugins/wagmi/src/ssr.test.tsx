// @vitest-environment node
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { AccountButton, ConnectButton, PorticoProvider, ui } from '@portico/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { defineChain, http } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createStorage,
  serialize,
  useAccount,
  WagmiProvider,
} from 'wagmi'
import { networksFromWagmi, wagmiAdapter } from './exports/index.js'

// anvil's first dev account: publicly known, test only.
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const ethereum = defineChain({
  id: Number(testNetworks.ethereum.id),
  name: testNetworks.ethereum.name,
  nativeCurrency: testNetworks.ethereum.nativeCurrency,
  rpcUrls: { default: { http: testNetworks.ethereum.rpcUrls.default.http } },
})

/** The app's config as wagmi documents it for server rendering: `ssr` and cookie storage. */
function appConfig() {
  return createConfig({
    chains: [ethereum],
    transports: { [ethereum.id]: http() },
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    multiInjectedProviderDiscovery: false,
  })
}

/** The cookie wagmi wrote in the browser for a connection made through Portico's connector. */
function connectionCookie(config: ReturnType<typeof appConfig>) {
  const uid = 'portico-uid'
  const state = {
    state: {
      chainId: ethereum.id,
      current: uid,
      connections: new Map([
        [
          uid,
          {
            accounts: [ADDRESS],
            chainId: ethereum.id,
            connector: { id: 'mock.injected', name: 'Mock Wallet', type: 'portico', uid },
          },
        ],
      ]),
    },
    version: 2,
  }
  return `${config.storage?.key}.store=${serialize(state)}`
}

function WagmiAddress() {
  const { address, status } = useAccount()
  return (
    <p>
      wagmi: {status} {address}
    </p>
  )
}

describe('wagmi server rendering with cookie storage', () => {
  it("renders wagmi's state from the request cookie beside Portico's buttons, on a server without window", () => {
    expect(typeof window).toBe('undefined')
    const config = appConfig()
    const evm = mockChain({ accounts: [ADDRESS] })
    const portico = createTestPortico({
      plugins: [ui(), evm.plugin, wagmiAdapter({ config })],
      networks: networksFromWagmi(config),
    })
    const initialState = cookieToInitialState(config, `theme=dark; ${connectionCookie(config)}`)
    expect(initialState?.current).toBe('portico-uid')

    const html = renderToString(
      <WagmiProvider config={config} initialState={initialState}>
        <QueryClientProvider client={new QueryClient()}>
          <PorticoProvider portico={portico}>
            <ConnectButton />
            <AccountButton />
            <WagmiAddress />
          </PorticoProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    )
    // wagmi's own SSR state is honoured: the cookie's connection renders on the server (as
    // 'reconnecting': wagmi confirms it with the connector in the browser).
    expect(html).toContain(`wagmi: <!-- -->reconnecting<!-- --> <!-- -->${ADDRESS}`)
    // Portico renders its entry button without starting (the bridge starts in the browser).
    expect(html).toContain('Connect Wallet')
    expect(portico.status).toBe('registered')
  })

  it('leaves wagmi the cookie: the bridge writes nothing to the storage wagmi reads on the server', async () => {
    const written: string[] = []
    const storage = {
      getItem: () => null,
      setItem: (key: string) => void written.push(key),
      removeItem: () => undefined,
    }
    const config = createConfig({
      chains: [ethereum],
      transports: { [ethereum.id]: http() },
      ssr: true,
      storage: createStorage({ storage }),
      multiInjectedProviderDiscovery: false,
    })
    const evm = mockChain({ accounts: [ADDRESS] })
    const portico = createTestPortico({
      plugins: [evm.plugin, wagmiAdapter({ config })],
      networks: networksFromWagmi(config),
    })
    await portico.start()
    // Only wagmi's own keys (its store, its recent connector), never one of Portico's.
    expect(written.every((key) => key.startsWith('wagmi.'))).toBe(true)
    await portico.dispose?.()
  })
})
