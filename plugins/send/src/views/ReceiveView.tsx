import { CopyButton, NetworkImage, QrCode, Styles, Text, useAccount, useNetwork, useT } from '@portico/ui'
import { sendCss } from './sendCss.js'

// The plugin's English texts load with its views (the plugin adds them when a view's module loads).
export { default as englishTexts } from '../locales/en.js'

/**
 * The `send/Receive` view: the connected address as text and QR code, a copy button, and the
 * networks of its namespace the app supports (tokens sent on another network may be lost).
 */
export default function ReceiveView() {
  const t = useT()
  const { address, namespace } = useAccount()
  const { networks } = useNetwork()
  const ofNamespace = networks.filter((network) => network.chainNamespace === namespace)

  if (!address) {
    return (
      <div className="portico-send">
        <Styles id="send" css={sendCss} />
        <Text tone="muted" role="status">
          {t('send.receive.disconnected')}
        </Text>
      </div>
    )
  }
  return (
    <section className="portico-send" aria-label={t('send.receive.label')}>
      <Styles id="send" css={sendCss} />
      <div className="portico-send-qr">
        <QrCode value={address} size={220} label={t('send.receive.qr', { address })} />
      </div>
      <Text as="h2" variant="small" tone="muted" align="center">
        {t('send.receive.address')}
      </Text>
      <div className="portico-send-address-row">
        <p className="portico-send-address" data-testid="receive-address">
          {address}
        </p>
        <CopyButton value={address} label={t('send.receive.copy')} />
      </div>
      {ofNamespace.length > 0 ? (
        <>
          <Text variant="small" tone="muted">
            {t('send.receive.networks')}
          </Text>
          <ul className="portico-send-networks">
            {ofNamespace.map((network) => (
              <li key={network.caipNetworkId} className="portico-send-network">
                <NetworkImage network={network} size={20} decorative />
                {network.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
