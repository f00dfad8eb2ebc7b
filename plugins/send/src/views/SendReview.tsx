import { truncateAddress } from '@portico/kernel'
import { Button, Text, useNumberFormat, useT } from '@portico/ui'
import { useEffect, useId, useRef } from 'react'
import type { SendService } from '../core/createSendService.js'
import { useNetworkFeeText } from './NetworkFeeRow.js'
import { useSendState } from './useSendService.js'

/**
 * The last look before the wallet is asked: amount, receiver, fee, then Send. While sending the
 * button shows a spinner and the visitor is told to approve in the wallet. A failure (its message
 * is a toast) leaves this step as it was, to try again or edit.
 */
export function SendReview({ service, onEdit }: { service: SendService; onEdit(): void }) {
  const t = useT()
  const format = useNumberFormat()
  const state = useSendState(service, (s) => s)
  const section = useRef<HTMLElement>(null)
  const titleId = useId()
  const feeText = useNetworkFeeText(state.networkFee)
  const usd = service.amountInUsd()
  const receiver = state.receiverAddress?.trim() ?? ''

  // The Send button takes focus, so Enter sends right away and a screen reader lands on the summary's action.
  useEffect(() => section.current?.querySelector<HTMLButtonElement>('[data-send-action]')?.focus(), [])

  const amount = `${state.sendTokenAmount ?? ''} ${state.token?.symbol ?? ''}`.trim()
  return (
    <section ref={section} className="portico-send" aria-labelledby={titleId} aria-busy={state.loading}>
      <Text as="h2" variant="title" id={titleId}>
        {t('send.preview.title')}
      </Text>
      <dl className="portico-send-summary">
        <dt>{t('send.preview.amount')}</dt>
        <dd>
          {amount}
          {usd === undefined ? '' : ` ${t('send.form.amount.usd', { value: format.fiat(usd) })}`}
        </dd>
        <dt>{t('send.preview.to')}</dt>
        <dd title={receiver}>
          {state.receiverProfileName
            ? `${state.receiverProfileName} (${truncateAddress(receiver)})`
            : receiver}
        </dd>
        <dt>{t('send.preview.fee')}</dt>
        <dd>{feeText}</dd>
      </dl>
      {state.loading ? (
        <Text tone="muted" variant="small" role="status">
          {t('send.preview.approve')}
        </Text>
      ) : null}
      <Button
        data-send-action
        size="large"
        fullWidth
        loading={state.loading}
        onClick={() => void service.sendTokens().catch(() => undefined)}
      >
        {state.loading ? t('send.form.sending') : t('send.form.send')}
      </Button>
      <Button variant="secondary" fullWidth disabled={state.loading} onClick={onEdit}>
        {t('send.form.edit')}
      </Button>
    </section>
  )
}
