import type { ChainNamespace } from '@portico/kernel'
import { use } from 'react'
import { PendingPorticoContext } from '../context/PendingPortico.js'
import { PorticoContext } from '../context/PorticoContext.js'
import { LiveNetworkButton } from './LiveNetworkButton.js'

export type NetworkButtonProps = { namespace?: ChainNamespace; className?: string }

/**
 * The active network's image and name; opens SwitchNetwork. Marks a network the app does not support.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton(props: NetworkButtonProps) {
  const live = use(PorticoContext)
  const pending = use(PendingPorticoContext)
  // The network is the instance's (restored on start): nothing to show before it has loaded.
  if (!live && pending) return null
  return <LiveNetworkButton {...props} />
}
