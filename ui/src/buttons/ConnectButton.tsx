import type { ChainNamespace } from '@portico/kernel'
import { use } from 'react'
import { PorticoProviderMissingError, PorticoUiPluginMissingError } from '../context/errors.js'
import { usePendingPortico } from '../context/PendingPortico.js'
import { PorticoContext } from '../context/PorticoContext.js'
import { ConnectButtonPlaceholder } from './ConnectButtonPlaceholder.js'

export type ConnectButtonProps = {
  /** The namespace to connect; default the active one. */
  namespace?: ChainNamespace
  /** Overrides the catalogue label ('Connect Wallet'). */
  label?: string
  /** Shows the account (like AccountButton) once connected (default); false keeps the connect label. */
  showAccountWhenConnected?: boolean
  className?: string
}

/**
 * Opens the modal on Connect; once connected it shows the account like AccountButton. It stays the
 * same <button> element throughout, so focus returns to it when the modal closes after connecting.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton namespace="solana" label="Connect Solana" />
 */
export function ConnectButton(props: ConnectButtonProps) {
  const pending = usePendingPortico()
  const live = use(PorticoContext)
  if (pending) return <ConnectButtonPlaceholder {...props} pending={pending} />
  if (!live) throw new PorticoProviderMissingError('ConnectButton')
  if (!live.parts) throw new PorticoUiPluginMissingError('ConnectButton')
  return <live.parts.ConnectButton {...props} />
}
