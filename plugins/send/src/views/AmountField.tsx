import { TextInput, useNumberFormat, useT } from '@portico/ui'
import { forwardRef } from 'react'
import { normalizeAmountInput } from '../core/units.js'

export type AmountFieldProps = {
  value: string
  usd: number | undefined
  error: string | undefined
  canUseMax: boolean
  onChange(value: string): void
  onMax(): void
  onBlur(): void
}

/** The amount, its USD value and a Max button (the whole balance, minus the fee for the native token). */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, usd, error, canUseMax, onChange, onMax, onBlur },
  ref,
) {
  const t = useT()
  const format = useNumberFormat()
  return (
    <TextInput
      ref={ref}
      label={t('send.form.amount.label')}
      name="amount"
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      error={error}
      hint={usd === undefined ? undefined : t('send.form.amount.usd', { value: format.fiat(usd) })}
      onChange={(event) => onChange(normalizeAmountInput(event.target.value))}
      onBlur={onBlur}
      trailing={
        <button
          type="button"
          className="portico-send-max portico-focusable"
          aria-label={t('send.form.amount.maxLabel')}
          disabled={!canUseMax}
          onClick={onMax}
        >
          {t('send.form.amount.max')}
        </button>
      }
    />
  )
})
