import { PairingPanel } from './PairingPanel.js'

export { englishTexts } from './PairingPanel.js'

/**
 * Spec view ConnectingWalletConnectBasic: the plain QR code the modal opens when no chain plugin is
 * composed or manual control is on (spec 2), with a way to the full wallet list.
 */
export default function ConnectingWalletConnectBasic() {
  return <PairingPanel basic />
}
