import { AccountButton, ConnectButton, NetworkButton, PorticoModal, usePortico } from '@portico/ui'
import { AnalyticsControl } from './panel/AnalyticsControl.js'
import { BitcoinControl } from './panel/BitcoinControl.js'
import { CosmosControl } from './panel/CosmosControl.js'
import { EmailWalletControl } from './panel/EmailWalletControl.js'
import { EmbeddedControl } from './panel/EmbeddedControl.js'
import { FlagsControl } from './panel/FlagsControl.js'
import { LocaleControl } from './panel/LocaleControl.js'
import { PolkadotControl } from './panel/PolkadotControl.js'
import { ServicesInfo } from './panel/ServicesInfo.js'
import { SignInControl } from './panel/SignInControl.js'
import { SignMessage } from './panel/SignMessage.js'
import { SmartSessionControl } from './panel/SmartSessionControl.js'
import { ThemeControl } from './panel/ThemeControl.js'
import type { PlaygroundServices } from './services.js'

/** The demo page: the entry buttons in the header, the settings panel, the inline modal when embedded. */
export function DappApp({ services }: { services: PlaygroundServices }) {
  const portico = usePortico()
  return (
    <>
      <header className="dapp-header">
        <h1>Portico playground</h1>
        <nav aria-label="Wallet" className="dapp-wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="dapp-main">
        {portico.options.embedded ? (
          <section aria-label="Wallet modal" className="dapp-embedded">
            <PorticoModal />
          </section>
        ) : null}
        <section aria-labelledby="dapp-panel-title" className="dapp-panel">
          <h2 id="dapp-panel-title">Settings</h2>
          <ThemeControl />
          <LocaleControl />
          <EmbeddedControl />
          <SignInControl />
          <FlagsControl />
          <fieldset>
            <legend>Account button</legend>
            <AccountButton />
          </fieldset>
          <SignMessage />
          <SmartSessionControl services={services} />
          <BitcoinControl available={services.bitcoin !== undefined} />
          <PolkadotControl available={services.polkadot !== undefined} />
          <CosmosControl available={services.cosmos !== undefined} />
          <EmailWalletControl services={services} />
          <AnalyticsControl />
        </section>
        <ServicesInfo services={services} />
      </main>
    </>
  )
}
