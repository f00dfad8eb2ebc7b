import { useRouter } from '@portico/ui'
import { useMemo } from 'react'
import { PairingPanel } from './PairingPanel.js'

export { englishTexts } from './PairingPanel.js'

import { parseViewData } from './parseViewData.js'

/** Spec view ConnectingWalletConnect: connect a wallet by QR code, copied link or (on a phone) its deep link. */
export default function ConnectingWalletConnect() {
  const { data } = useRouter<'ConnectingWalletConnect'>()
  const parsed = useMemo(() => parseViewData(data), [data])
  return <PairingPanel wallet={parsed.wallet} />
}
