import { localizeDecimal } from '@portico/kernel'
import { Button, IconButton, Spinner, TextInput, useNumberFormat, useT } from '@portico/ui'
import type { FormEvent } from 'react'
import { SWAP_SLIPPAGE_PERCENT } from '../core/constants.js'
import type { SwapService } from '../core/createSwapService.js'
import type { SwapIssue, SwapToken } from '../core/swapState.js'
import { TokenIcon } from './TokenIcon.js'
import { useSwapState } from './useSwapService.js'

const FlipIcon = () => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M8 4v16M4 16l4 4 4-4M16 20V4M12 8l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** The swap form: what is paid, what is received, the quote's details and the one next step. */
export function SwapForm({
  service,
  onPick,
}: {
  service: SwapService
  onPick(side: 'source' | 'destination'): void
}) {
  const t = useT()
  const format = useNumberFormat()
  const state = useSwapState(service, (s) => s)
  const summary = service.summary()
  const { source, destination, step } = state
  const busy = step !== 'idle'

  const issueText = (issue: SwapIssue | undefined) => {
    if (!issue) return undefined
    if (issue.code === 'quoteFailed') return issue.message
    if (issue.code === 'insufficientBalance')
      return t('swap.issue.insufficientBalance', { symbol: issue.symbol })
    return t(`swap.issue.${issue.code}`)
  }
  const issue = issueText(state.issue)

  const action = (() => {
    if (step === 'approving') return t('swap.action.approving')
    if (step === 'awaitingApproval') return t('swap.action.awaitingApproval')
    if (step === 'swapping') return t('swap.action.swapping')
    if (!source || !destination) return t('swap.action.selectToken')
    if (summary.amountUnits === undefined || summary.amountUnits === 0n) return t('swap.action.enterAmount')
    if (summary.needsApproval) return t('swap.action.approve', { symbol: source.symbol })
    return t('swap.action.swap')
  })()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!summary.ready) return
    // Failures are kept in the state and shown as a toast by the service.
    void (summary.needsApproval ? service.approve() : service.swap()).catch(() => undefined)
  }

  const usd = (value: number | undefined) =>
    value === undefined ? undefined : t('swap.form.usd', { value: format.fiat(value) })
  const tokenButton = (side: 'source' | 'destination', token: SwapToken | undefined) => (
    <button
      type="button"
      className="portico-swap-token portico-focusable"
      disabled={busy}
      aria-label={
        token
          ? t(side === 'source' ? 'swap.form.selectSource' : 'swap.form.selectDestination', {
              symbol: token.symbol,
            })
          : t(side === 'source' ? 'swap.form.pickSource' : 'swap.form.pickDestination')
      }
      onClick={() => onPick(side)}
    >
      {token ? <TokenIcon token={token} /> : null}
      {token ? token.symbol : t('swap.form.select')}
    </button>
  )

  return (
    <form className="portico-swap" aria-label={t('swap.form.label')} noValidate onSubmit={submit}>
      <fieldset className="portico-swap-side">
        <legend className="portico-swap-legend">{t('swap.form.pay')}</legend>
        <div className="portico-swap-row">
          {tokenButton('source', source)}
          {source?.balance ? (
            <span>{t('swap.form.balance', { balance: format.quantity(source.balance) })}</span>
          ) : null}
        </div>
        <TextInput
          label={t('swap.form.amount')}
          name="amount"
          value={state.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          disabled={busy}
          error={issue}
          hint={usd(summary.sourceUsd)}
          onChange={(event) => service.setAmount(event.target.value)}
          trailing={
            <button
              type="button"
              className="portico-swap-max portico-focusable"
              aria-label={t('swap.form.maxLabel')}
              disabled={!source?.balance || busy}
              onClick={() => service.setMax()}
            >
              {t('swap.form.max')}
            </button>
          }
        />
      </fieldset>
      <IconButton
        className="portico-swap-flip"
        label={t('swap.form.flip')}
        icon={<FlipIcon />}
        disabled={busy}
        onClick={() => service.flip()}
      />
      <fieldset className="portico-swap-side">
        <legend className="portico-swap-legend">{t('swap.form.receive')}</legend>
        <div className="portico-swap-row">
          {tokenButton('destination', destination)}
          {destination?.balance ? (
            <span>{t('swap.form.balance', { balance: format.quantity(destination.balance) })}</span>
          ) : null}
        </div>
        <output className="portico-swap-output" aria-label={t('swap.form.received')} aria-live="polite">
          {state.quoteLoading ? (
            <Spinner label={t('swap.form.quoting')} />
          ) : summary.destinationAmount === undefined ? null : (
            format.quantity(summary.destinationAmount)
          )}
        </output>
        {summary.destinationUsd !== undefined ? (
          <span className="portico-swap-row">{usd(summary.destinationUsd)}</span>
        ) : null}
      </fieldset>
      <dl className="portico-swap-details">
        {summary.rate !== undefined && source && destination ? (
          <>
            <dt>{t('swap.details.price')}</dt>
            <dd>
              {t('swap.details.rate', {
                source: source.symbol,
                rate: format.quantity(summary.rate),
                destination: destination.symbol,
              })}
            </dd>
          </>
        ) : null}
        <dt>{t('swap.details.fee')}</dt>
        <dd>
          {state.gasPriceError ??
            (summary.networkFee
              ? `${t('swap.details.feeValue', { amount: format.quantity(summary.networkFee.amount), symbol: summary.networkFee.symbol })}${
                  summary.networkFee.usd !== undefined ? ` ${usd(summary.networkFee.usd)}` : ''
                }`
              : '–')}
        </dd>
        <dt>{t('swap.details.slippage')}</dt>
        <dd>
          {t('swap.details.slippageValue', {
            percent: localizeDecimal(String(SWAP_SLIPPAGE_PERCENT), format),
          })}
        </dd>
        {summary.minimumReceived !== undefined && destination ? (
          <>
            <dt>{t('swap.details.minimum')}</dt>
            <dd>
              {format.quantity(summary.minimumReceived)} {destination.symbol}
            </dd>
          </>
        ) : null}
        {summary.priceImpact !== undefined ? (
          <>
            <dt>{t('swap.details.impact')}</dt>
            <dd>{t('swap.details.impactValue', { percent: format.fiat(summary.priceImpact) })}</dd>
          </>
        ) : null}
      </dl>
      {summary.needsApproval && source && !busy ? (
        <p className="portico-swap-hint">{t('swap.approveHint', { symbol: source.symbol })}</p>
      ) : null}
      <Button type="submit" size="large" fullWidth disabled={!summary.ready} loading={busy}>
        {action}
      </Button>
    </form>
  )
}
