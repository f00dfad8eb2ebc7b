import type { ChainNamespace } from '@portico/kernel'
import { use } from 'react'
import { PendingPorticoContext } from '../context/PendingPortico.js'
import { PorticoContext } from '../context/PorticoContext.js'
import { LiveAccountButton } from './LiveAccountButton.js'

export type AccountButtonProps = {
  namespace?: ChainNamespace
  /** Shows the native balance (3 decimals, truncated); default true. */
  showBalance?: boolean
  className?: string
}

/**
 * The connected account: avatar, profile name or shortened address, and balance. Opens the
 * Account view. Renders nothing while disconnected.
 *
 * @example
 * <AccountButton />
 * <AccountButton showBalance={false} />
 */
export function AccountButton(props: AccountButtonProps) {
  const live = use(PorticoContext)
  const pending = use(PendingPorticoContext)
  // Nobody is connected before the instance has loaded and reconnected: nothing to show meanwhile.
  if (!live && pending) return null
  return <LiveAccountButton {...props} />
}
