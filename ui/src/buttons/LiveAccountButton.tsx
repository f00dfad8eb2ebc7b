import { useAccount } from '../hooks/useAccount.js'
import { useOpenModal } from '../hooks/useModal.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import type { AccountButtonProps } from './AccountButton.js'
import { AccountSummary } from './AccountSummary.js'
import { entryButtonCss } from './entryButtonCss.js'
import { usePrefetchShell } from './usePrefetchShell.js'

/** AccountButton once the instance is there (the ui() plugin brings it, see `liveParts.ts`). */
export function LiveAccountButton({ namespace, showBalance = true, className }: AccountButtonProps) {
  const scope = usePorticoScope()
  const account = useAccount(namespace)
  const { network } = useNetwork(namespace)
  const open = useOpenModal()
  const prefetch = usePrefetchShell()
  const { address } = account
  if (!account.isConnected || !address) return null
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        {...scope}
        type="button"
        className={`portico-entry portico-account-button${className ? ` ${className}` : ''}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void open(namespace ? { namespace } : undefined).catch(() => undefined)}
      >
        <AccountSummary
          account={{ ...account, address }}
          fallbackSymbol={network?.nativeCurrency.symbol}
          showBalance={showBalance}
        />
      </button>
    </>
  )
}
