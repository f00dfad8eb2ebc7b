import { localizeDecimal } from '@portico/kernel'
import {
  Button,
  Spinner,
  Styles,
  Text,
  TextInput,
  useAccount,
  useNumberFormat,
  usePortico,
  useStore,
  useT,
  vars,
  WhenLoaded,
} from '@portico/ui'
import { useEffect } from 'react'
import type { OnrampService } from '../core/createOnrampService.js'
import { PROVIDER_FEE_RANGE } from '../core/defaults.js'
import type { PaymentMethod } from '../core/state.js'
import { onrampPluginTokens } from '../tokens.js'

const css = `
[data-portico] .portico-onramp { display: flex; flex-direction: column; gap: ${vars.space.md}; box-sizing: border-box; width: 100%;
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg}; font-family: ${vars.font.family}; color: ${vars.color.foreground}; }
[data-portico] .portico-onramp label { display: flex; flex-direction: column; gap: ${vars.space.xs}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-onramp select { padding: ${vars.space.sm}; border: 1px solid ${vars.color.border}; border-radius: ${vars.radius.item};
  background: ${vars.color.background}; color: ${vars.color.foreground}; font: inherit; }
[data-portico] .portico-onramp-row { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.space.sm}; }
[data-portico] .portico-onramp-quote { display: grid; grid-template-columns: auto 1fr; gap: ${vars.space.xs} ${vars.space.md}; margin: 0;
  padding: ${vars.space.md}; border-radius: ${vars.radius.item}; background: ${vars.color.surface}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-onramp-quote dt { color: ${vars.color.foregroundMuted}; }
[data-portico] .portico-onramp-quote dd { margin: 0; text-align: end; }
[data-portico] .portico-onramp-providers { display: flex; flex-direction: column; gap: ${vars.space.sm}; margin: 0; padding: 0; border: 0; }
`

/**
 * The `onramp/Buy` view: currencies, method, amount with its limits, the quote, and the providers.
 * The shell's loading state shows until the on-ramp service has loaded (no Suspense).
 */
export default function BuyView() {
  const handle = usePortico().resolve(onrampPluginTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <BuyForm service={service} />}</WhenLoaded>
}

function BuyForm({ service }: { service: OnrampService }) {
  const t = useT()
  const format = useNumberFormat()
  // A limit as the API writes it ('7500.00') in the locale's digits, without zero decimals: '7,500'.
  const limitText = (value: string) =>
    localizeDecimal(value.includes('.') ? value.replace(/\.?0+$/, '') : value, format)
  const state = useStore(service, (s) => s)
  const { namespace, address } = useAccount()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options depend on the account's network
  useEffect(() => {
    void service.prepare()
  }, [service, address])

  if (namespace !== 'eip155' && namespace !== 'solana')
    return (
      <div className="portico-onramp">
        <Styles id="onramp" css={css} />
        <Text role="status">{t('onramp.unsupported')}</Text>
      </div>
    )

  const limit = state.paymentCurrency?.payment_method_limits.find((item) => item.id === state.paymentMethod)
  const issue = state.paymentAmount === '' ? undefined : service.limitIssue()
  const providers = service.providers()
  const quote = state.quote
  const ready = Boolean(quote) && !issue && !state.quotesLoading

  if (state.inProgress) {
    const { symbol, provider } = state.inProgress
    return (
      <div className="portico-onramp">
        <Styles id="onramp" css={css} />
        <Spinner label={t('onramp.waiting')} />
        <Text role="status">
          {t('onramp.progress', { symbol, provider: t(`onramp.provider.${provider}`) })}
        </Text>
        <Button variant="secondary" onClick={() => service.cancel()}>
          {t('onramp.cancel')}
        </Button>
      </div>
    )
  }

  return (
    <form
      className="portico-onramp"
      aria-label={t('onramp.form.label')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <Styles id="onramp" css={css} />
      {state.error && state.purchaseCurrencies.length > 0 && !quote ? (
        <Text tone="muted" variant="small">
          {t('onramp.optionsFallback', { error: state.error })}
        </Text>
      ) : null}
      {state.completed ? (
        <Text role="status">
          {t('onramp.completed', {
            amount: format.quantity(state.completed.amount),
            symbol: state.completed.symbol,
          })}
        </Text>
      ) : null}
      <label>
        {t('onramp.form.purchase')}
        <select
          value={state.purchaseCurrency?.id ?? ''}
          onChange={(event) => service.setPurchaseCurrency(event.target.value)}
        >
          {service.purchaseChoices().map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.symbol}
            </option>
          ))}
        </select>
      </label>
      <div className="portico-onramp-row">
        <label>
          {t('onramp.form.paymentCurrency')}
          <select
            value={state.paymentCurrency?.id ?? ''}
            onChange={(event) => service.setPaymentCurrency(event.target.value)}
          >
            {state.paymentCurrencies.map((currency) => (
              <option key={currency.id}>{currency.id}</option>
            ))}
          </select>
        </label>
        <label>
          {t('onramp.form.method')}
          <select
            value={state.paymentMethod}
            onChange={(event) => service.setPaymentMethod(event.target.value as PaymentMethod)}
          >
            {(['card', 'ach_bank_account'] as const).map((method) => (
              <option key={method} value={method}>
                {t(`onramp.form.method.${method}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TextInput
        label={t('onramp.form.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={state.paymentAmount}
        onChange={(event) => service.setPaymentAmount(event.target.value)}
        error={
          issue
            ? t(
                `onramp.issue.${issue.code}`,
                issue.code === 'invalidAmount'
                  ? {}
                  : { limit: limitText(issue.limit), currency: issue.currency },
              )
            : undefined
        }
        hint={
          limit && state.paymentCurrency
            ? t('onramp.form.limits', {
                min: limitText(limit.min),
                max: limitText(limit.max),
                currency: state.paymentCurrency.id,
              })
            : undefined
        }
      />
      {state.quotesLoading ? <Spinner label={t('onramp.quote.loading')} /> : null}
      {quote && !issue ? (
        <dl className="portico-onramp-quote">
          <dt>{t('onramp.quote.receive')}</dt>
          <dd>
            {format.quantity(quote.purchaseAmount.amount)} {quote.purchaseAmount.currency}
          </dd>
          <dt>{t('onramp.quote.networkFee')}</dt>
          <dd>
            {format.fiat(quote.networkFee.amount)} {quote.networkFee.currency}
          </dd>
          <dt>{t('onramp.quote.providerFee')}</dt>
          <dd>
            {t('onramp.quote.providerFeeValue', {
              min: localizeDecimal(String(PROVIDER_FEE_RANGE.min), format),
              max: localizeDecimal(String(PROVIDER_FEE_RANGE.max), format),
            })}
          </dd>
          <dt>{t('onramp.quote.subtotal')}</dt>
          <dd>
            {format.fiat(quote.paymentSubtotal.amount)} {quote.paymentSubtotal.currency}
          </dd>
          <dt>{t('onramp.quote.total')}</dt>
          <dd>
            {format.fiat(quote.paymentTotal.amount)} {quote.paymentTotal.currency}
          </dd>
        </dl>
      ) : null}
      <fieldset className="portico-onramp-providers">
        <legend>{t('onramp.providers.label')}</legend>
        {providers.length === 0 ? <Text tone="muted">{t('onramp.providers.none')}</Text> : null}
        {providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            disabled={!ready}
            onClick={() => void service.buy(provider).catch(() => undefined)}
          >
            {t(`onramp.provider.${provider}`)}
          </Button>
        ))}
      </fieldset>
      <Button type="button" variant="ghost" onClick={() => service.reset()}>
        {t('onramp.reset')}
      </Button>
    </form>
  )
}
