import type { ChainNamespace } from '@portico/kernel'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useAccount } from '../hooks/useAccount.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { useStore } from '../hooks/useStore.js'
import { useT } from '../hooks/useT.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { AccountSummary } from './AccountSummary.js'
import { entryButtonCss } from './entryButtonCss.js'
import { usePrefetchShell } from './usePrefetchShell.js'

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
export function ConnectButton({
  namespace,
  label,
  showAccountWhenConnected = true,
  className,
}: ConnectButtonProps) {
  const t = useT()
  const scope = usePorticoScope()
  const { portico, server } = usePorticoContext('ConnectButton')
  const open = useOpenModal()
  // Only whether the modal is loading while closed: opening must not re-render the button.
  const modalLoading = useStore(portico.modal, (s) => s.loading && !s.open, { serverState: server.modal })
  const account = useAccount(namespace)
  const { network } = useNetwork(namespace)
  const prefetch = usePrefetchShell()
  const { address } = account
  const showAccount = showAccountWhenConnected && account.isConnected && Boolean(address)
  const busy = !showAccount && (account.isConnecting || modalLoading)
  const kind = showAccount ? 'portico-account-button' : 'portico-connect-button'
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        {...scope}
        type="button"
        className={`portico-entry ${kind}${className ? ` ${className}` : ''}`}
        aria-busy={busy || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
      >
        {showAccount && address ? (
          <AccountSummary
            account={{ ...account, address }}
            fallbackSymbol={network?.nativeCurrency.symbol}
            showBalance
          />
        ) : busy ? (
          t('ui.button.connecting')
        ) : (
          (label ?? t('ui.button.connect'))
        )}
      </button>
    </>
  )
}
