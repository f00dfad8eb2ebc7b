import { Button, useNumberFormat, useT } from '@portico/ui'
import { type FormEvent, useRef, useState } from 'react'
import type { SendService } from '../core/createSendService.js'
import type { SendField } from '../core/validation.js'
import { AmountField } from './AmountField.js'
import { fieldIssue, issueText } from './issueText.js'
import { NetworkFeeRow } from './NetworkFeeRow.js'
import { ReceiverField } from './ReceiverField.js'
import { TokenField } from './TokenField.js'
import { useSendState } from './useSendService.js'

/**
 * The editable form. Continuing (the button or Enter in a field) checks it: with problems the
 * first problem field gets focus and every message shows; without, `onReview` moves on.
 */
export function SendForm({ service, onReview }: { service: SendService; onReview(): void }) {
  const t = useT()
  const numbers = useNumberFormat()
  const state = useSendState(service, (s) => s)
  const [touched, setTouched] = useState<Partial<Record<SendField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const refs = {
    token: useRef<HTMLButtonElement>(null),
    amount: useRef<HTMLInputElement>(null),
    receiver: useRef<HTMLInputElement>(null),
  }
  const issues = service.validate()
  const shown = (field: SendField) => {
    const issue = fieldIssue(issues, field, { touched: Boolean(touched[field]), submitted })
    return issue && issueText(t, issue, numbers)
  }
  const missing = submitted ? issues.find((issue) => issue.code === 'amountAndReceiverRequired') : undefined
  const leave = (field: SendField) => () => setTouched((current) => ({ ...current, [field]: true }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const first = issues[0]
    if (!first) return onReview()
    const field = (['token', 'amount', 'receiver'] as const).find((f) =>
      issues.some((i) => i.fields.includes(f)),
    )
    if (field) refs[field].current?.focus()
  }

  return (
    <form className="portico-send" aria-label={t('send.form.label')} noValidate onSubmit={submit}>
      <TokenField
        ref={refs.token}
        tokens={state.tokenBalances}
        selected={state.token}
        loading={state.tokenBalancesLoading}
        error={shown('token')}
        onSelect={(token) => {
          service.setToken(token)
          // Moving on to the amount keeps keyboard users in the flow of the form.
          queueMicrotask(() => refs.amount.current?.focus())
        }}
      />
      <AmountField
        ref={refs.amount}
        value={state.sendTokenAmount ?? ''}
        usd={service.amountInUsd()}
        error={shown('amount')}
        canUseMax={Boolean(state.token)}
        onChange={(value) => service.setTokenAmount(value)}
        onMax={() => service.setMaxAmount()}
        onBlur={leave('amount')}
      />
      <ReceiverField
        ref={refs.receiver}
        value={state.receiverAddress ?? ''}
        profileName={state.receiverProfileName}
        profileImageUrl={state.receiverProfileImageUrl}
        profileLoading={state.profileLoading}
        error={shown('receiver')}
        onChange={(value) => service.setReceiverAddress(value)}
        onBlur={leave('receiver')}
      />
      <NetworkFeeRow fee={state.networkFee} />
      {missing ? (
        <p className="portico-send-error" role="alert">
          {issueText(t, missing, numbers)}
        </p>
      ) : null}
      <Button type="submit" size="large" fullWidth>
        {t('send.form.preview')}
      </Button>
    </form>
  )
}
