import type { ChainNamespace } from '@portico/kernel'
import { useAccount } from '../hooks/useAccount.js'
import { useModal } from '../hooks/useModal.js'
import { useT } from '../hooks/useT.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { AccountButton } from './AccountButton.js'
import { entryButtonCss } from './entryButtonCss.js'
import { usePrefetchShell } from './usePrefetchShell.js'

export type ConnectButtonProps = {
  /** The namespace to connect; default the active one. */
  namespace?: ChainNamespace
  /** Overrides the catalogue label ('Connect Wallet'). */
  label?: string
  /** Shows the AccountButton once connected (default); false keeps the connect button. */
  showAccountWhenConnected?: boolean
  className?: string
}

/**
 * Opens the modal on Connect; once connected it becomes the AccountButton.
 *
 * @example
 * <ConnectButton />
 * <ConnectButton namespace="solana" label="Connect Solana" />
 */
export function ConnectButton({
  namespace,
  label,
  showAccountWhenConnected = true,
  className,
}: ConnectButtonProps) {
  const t = useT()
  const scope = usePorticoScope()
  const { open, state } = useModal()
  const account = useAccount(namespace)
  const prefetch = usePrefetchShell()
  if (account.isConnected && showAccountWhenConnected)
    return <AccountButton namespace={namespace} className={className} />
  const busy = account.isConnecting || (state.loading && !state.open)
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        {...scope}
        type="button"
        className={`portico-entry portico-connect-button${className ? ` ${className}` : ''}`}
        aria-busy={busy || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
      >
        {busy ? t('ui.button.connecting') : (label ?? t('ui.button.connect'))}
      </button>
    </>
  )
}
