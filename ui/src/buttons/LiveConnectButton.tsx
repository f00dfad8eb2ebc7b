import { truncateAddress } from '@portico/kernel'
import { useRef } from 'react'
import type { ConnectButtonProps } from '../context/liveParts.js'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalanceDisplay } from '../hooks/useBalanceDisplay.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useStore } from '../hooks/useStore.js'
import { useT } from '../hooks/useT.js'
import { useLoadedModule } from '../shell/useLoadedModule.js'
import type { AccountSummary } from './AccountSummary.js'
import { ACCOUNT_SUMMARY_MODULE, loadAccountSummary } from './accountSummaryModule.js'
import { useFocusFromPlaceholder } from './ConnectButtonPlaceholder.js'
import { LiveEntryButton } from './LiveEntryButton.js'

/** ConnectButton once the instance is there (the ui() plugin brings it, see `liveParts.ts`). */
export function LiveConnectButton({
  namespace,
  label,
  showAccountWhenConnected = true,
  className,
}: ConnectButtonProps) {
  const t = useT()
  const { portico, server, modules } = usePorticoContext('ConnectButton')
  const open = useOpenModal()
  // Only whether the modal is loading while closed: opening must not re-render the button.
  const modalLoading = useStore(portico.modal, (s) => s.loading && !s.open, { serverState: server.modal })
  const account = useAccount(namespace)
  const balanceDisplay = useBalanceDisplay(account.namespace)
  const ref = useRef<HTMLButtonElement>(null)
  useFocusFromPlaceholder(ref)
  const { address } = account
  const showAccount = showAccountWhenConnected && account.isConnected && Boolean(address)
  const busy = !showAccount && (account.isConnecting || modalLoading)
  // The account's summary (avatar, name, balance) loads once there is an account to show, or
  // one is on its way: a first visit never needs it before the first click.
  const { entry } = useLoadedModule(
    modules,
    ACCOUNT_SUMMARY_MODULE,
    showAccount || account.isConnecting ? loadAccountSummary : undefined,
  )
  const Summary = entry?.status === 'ready' ? (entry.Component as typeof AccountSummary) : undefined
  return (
    <LiveEntryButton
      ref={ref}
      kind={showAccount ? 'portico-account-button' : 'portico-connect-button'}
      className={className}
      aria-busy={busy || undefined}
      onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
    >
      {showAccount && address && Summary ? (
        <Summary
          account={{ ...account, address }}
          fallbackSymbol={balanceDisplay.nativeSymbol}
          showBalance
          balanceDisplay={balanceDisplay}
        />
      ) : showAccount && address ? (
        // While the summary loads (or if it could not), the account's name still shows.
        account.profileName || truncateAddress(address)
      ) : busy ? (
        t('ui.button.connecting')
      ) : (
        (label ?? t('ui.button.connect'))
      )}
    </LiveEntryButton>
  )
}
