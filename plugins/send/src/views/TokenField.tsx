import type { TokenBalance } from '@portico/kernel'
import { ListItem, Spinner, Text, useNumberFormat, useT } from '@portico/ui'
import { forwardRef, type Ref, useId, useState } from 'react'
import { safeImageUrl } from '../core/identity.js'
import { tokenKey } from '../core/tokens.js'

export type TokenFieldProps = {
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  loading: boolean
  error: string | undefined
  onSelect(token: TokenBalance): void
}

/**
 * The token picker: the chosen token as one button that reopens the list, or the list of the
 * account's tokens (each a button, so Tab and Enter pick one).
 */
export const TokenField = forwardRef<HTMLButtonElement, TokenFieldProps>(function TokenField(
  { tokens, selected, loading, error, onSelect },
  ref,
) {
  const t = useT()
  const format = useNumberFormat()
  const listId = useId()
  const errorId = useId()
  const [open, setOpen] = useState(false)
  const showList = open || !selected
  const describedBy = error ? errorId : undefined

  return (
    <fieldset className="portico-send-fieldset" aria-describedby={describedBy}>
      <legend className="portico-send-legend">{t('send.form.token.label')}</legend>
      {selected ? (
        <ListItem
          ref={ref}
          leading={<TokenIcon token={selected} />}
          title={selected.symbol}
          description={t('send.form.token.balance', {
            balance: format.quantity(selected.quantity.numeric),
            symbol: selected.symbol,
          })}
          trailing={t('send.form.token.change')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen((value) => !value)}
        />
      ) : null}
      {showList ? (
        <TokenList
          id={listId}
          tokens={tokens}
          selected={selected}
          loading={loading}
          firstRef={selected ? undefined : ref}
          onSelect={(token) => {
            setOpen(false)
            onSelect(token)
          }}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="portico-send-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
})

function TokenList({
  id,
  tokens,
  selected,
  loading,
  firstRef,
  onSelect,
}: {
  id: string
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  loading: boolean
  firstRef: Ref<HTMLButtonElement> | undefined
  onSelect(token: TokenBalance): void
}) {
  const t = useT()
  const format = useNumberFormat()
  if (tokens.length === 0) {
    return (
      <div id={id}>
        {loading ? (
          <Spinner label={t('send.form.token.loading')} />
        ) : (
          <Text tone="muted" variant="small" role="status">
            {t('send.form.token.empty')}
          </Text>
        )}
      </div>
    )
  }
  return (
    <ul id={id} className="portico-send-tokens" aria-label={t('send.form.token.list')}>
      {tokens.map((token, index) => (
        <li key={tokenKey(token)}>
          <ListItem
            ref={index === 0 ? firstRef : undefined}
            leading={<TokenIcon token={token} />}
            title={token.symbol}
            description={token.name}
            trailing={format.quantity(token.quantity.numeric)}
            current={selected ? tokenKey(selected) === tokenKey(token) : false}
            onClick={() => onSelect(token)}
          />
        </li>
      ))}
    </ul>
  )
}

function TokenIcon({ token }: { token: TokenBalance }) {
  const src = safeImageUrl(token.iconUrl)
  return src ? <img className="portico-send-token-icon" src={src} alt="" /> : null
}
