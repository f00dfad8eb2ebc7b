import { Button, ListItem, SearchInput, Spinner, Text, useNumberFormat, useT } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import type { SwapToken } from '../core/swapState.js'
import { searchTokens } from '../core/tokenList.js'
import { TokenIcon } from './TokenIcon.js'

export type TokenPickerProps = {
  side: 'source' | 'destination'
  tokens: readonly SwapToken[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  selected: SwapToken | undefined
  onSelect(token: SwapToken): void
  onBack(): void
}

/**
 * The token list of one side: search by symbol, name or address; the account's tokens first, then
 * the suggested and popular ones (`mergeTokenList`).
 */
export function TokenPicker({ side, tokens, status, selected, onSelect, onBack }: TokenPickerProps) {
  const t = useT()
  const format = useNumberFormat()
  const [query, setQuery] = useState('')
  const search = useRef<HTMLInputElement>(null)
  useEffect(() => search.current?.focus(), [])
  const shown = searchTokens(tokens, query)
  return (
    <div className="portico-swap">
      <SearchInput
        ref={search}
        label={t('swap.picker.search')}
        hideLabel
        placeholder={t('swap.picker.search')}
        value={query}
        onValueChange={setQuery}
      />
      {status === 'loading' && tokens.length === 0 ? (
        <Spinner label={t('swap.picker.loading')} />
      ) : status === 'error' && tokens.length === 0 ? (
        <Text tone="muted" role="status">
          {t('swap.picker.error')}
        </Text>
      ) : shown.length === 0 ? (
        <Text tone="muted" role="status">
          {t('swap.picker.empty')}
        </Text>
      ) : (
        <ul
          className="portico-swap-list"
          aria-label={t(side === 'source' ? 'swap.picker.listSource' : 'swap.picker.listDestination')}
        >
          {shown.map((token) => (
            <li key={token.address}>
              <ListItem
                leading={<TokenIcon token={token} />}
                title={token.symbol}
                description={token.name}
                trailing={token.balance ? format.quantity(token.balance) : undefined}
                current={selected?.address === token.address}
                onClick={() => onSelect(token)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={onBack}>
        {t('swap.picker.back')}
      </Button>
    </div>
  )
}
