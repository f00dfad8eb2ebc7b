import { useNumberFormat, useT } from '@portico/ui'
import type { NetworkFee } from '../core/sendState.js'

/** "0.000042 ETH ≈ $0.13", or that the wallet estimates it when the gas price is unknown. */
export function useNetworkFeeText(fee: NetworkFee | undefined): string {
  const t = useT()
  const format = useNumberFormat()
  if (!fee) return t('send.form.fee.unknown')
  // Three significant digits: the wei-exact amount (14 decimals) said nothing more and wrapped.
  const native = t('send.form.fee.value', { amount: format.quantity(fee.amount), symbol: fee.symbol })
  return fee.usd === undefined
    ? native
    : `${native} ${t('send.form.fee.usd', { value: format.fiat(fee.usd) })}`
}

export function NetworkFeeRow({ fee }: { fee: NetworkFee | undefined }) {
  const t = useT()
  const text = useNetworkFeeText(fee)
  return (
    <dl className="portico-send-summary">
      <dt>{t('send.form.fee.label')}</dt>
      <dd>{text}</dd>
    </dl>
  )
}
