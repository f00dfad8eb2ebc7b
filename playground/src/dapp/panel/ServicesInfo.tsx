import type { PlaygroundServices } from '../services.js'

/** The mobile-wallet page, told which relay and which chain nodes to use (its query switches). */
function mobileWalletLink(services: PlaygroundServices, base: string): string {
  const query = new URLSearchParams({ relay: services.relayUrl })
  for (const chain of services.chains) query.append('rpc', `${chain.chainId}=${chain.rpcUrl}`)
  return `${base}/?${query}`
}

/** Where this page's local services listen (handy when trying things by hand). */
export function ServicesInfo({ services }: { services: PlaygroundServices }) {
  return (
    <section aria-labelledby="dapp-services-title" className="dapp-services">
      <h2 id="dapp-services-title">Local services</h2>
      <ul>
        {services.chains.map((chain) => (
          <li key={chain.chainId}>
            {chain.name} (chain {chain.chainId}
            {chain.inTestWallet ? '' : ', unknown to the test wallet'}): <code>{chain.rpcUrl}</code>
          </li>
        ))}
        <li>
          Blockchain API emulator: <code>{services.apiUrl}</code>
        </li>
        <li>
          WalletConnect relay: <code>{services.relayUrl}</code>
        </li>
        {services.mobileWalletUrl ? (
          <li>
            <a href={mobileWalletLink(services, services.mobileWalletUrl)}>Mobile wallet</a> (pair it with the
            WalletConnect QR code)
          </li>
        ) : null}
      </ul>
    </section>
  )
}
