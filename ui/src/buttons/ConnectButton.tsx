import { use } from 'react'
import { PorticoProviderMissingError, PorticoUiPluginMissingError } from '../context/errors.js'
import type { ConnectButtonProps } from '../context/liveParts.js'
import { usePendingPortico } from '../context/PendingPortico.js'
import { PorticoContext } from '../context/PorticoContext.js'
import { ConnectButtonPlaceholder } from './ConnectButtonPlaceholder.js'

export type { ConnectButtonProps }

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
