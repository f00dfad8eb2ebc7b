import { Button, ListItem, SearchInput, Spinner, Text, useNumberFormat, useT } from '@portico/ui'
import { useEffect, useId, useRef, useState } from 'react'
import type { SwapToken } from '../core/swapState.js'
import { type SwapTokenGroup, searchTokens, swapTokenGroup } from '../core/tokenList.js'
import { TokenIcon } from './TokenIcon.js'

export type TokenPickerProps = {
  side: 'source' | 'destination'
  tokens: readonly SwapToken[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  selected: SwapToken | undefined
  onSelect(token: SwapToken): void
  onBack(): void
}

/** The picker's sections, in the order `mergeTokenList` sorts the tokens. */
const SECTION_TITLES: Record<SwapTokenGroup, string> = {
  held: 'swap.picker.group.held',
  suggested: 'swap.picker.group.suggested',
  popular: 'swap.picker.group.popular',
  other: 'swap.picker.group.other',
}

/** Consecutive tokens of one group, in list order (the list is sorted by group). */
function sections(tokens: readonly SwapToken[]) {
  const out: Array<{ group: SwapTokenGroup; tokens: SwapToken[] }> = []
  for (const token of tokens) {
    const group = swapTokenGroup(token)
    const last = out.at(-1)
    if (last?.group === group) last.tokens.push(token)
    else out.push({ group, tokens: [token] })
  }
  return out
}

/**
 * The token list of one side: search by symbol, name or address; under headings, the account's
 * tokens first, then the suggested and the popular ones, then the rest (`mergeTokenList`).
 */
export function TokenPicker({ side, tokens, status, selected, onSelect, onBack }: TokenPickerProps) {
  const t = useT()
  const format = useNumberFormat()
  const [query, setQuery] = useState('')
  const search = useRef<HTMLInputElement>(null)
  const headingId = useId()
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
        <fieldset
          className="portico-swap-lists"
          aria-label={t(side === 'source' ? 'swap.picker.listSource' : 'swap.picker.listDestination')}
        >
          {sections(shown).map((section) => (
            <section key={section.group} aria-labelledby={`${headingId}-${section.group}`}>
              <Text as="h3" id={`${headingId}-${section.group}`} variant="small" tone="muted">
                {t(SECTION_TITLES[section.group])}
              </Text>
              <ul className="portico-swap-list">
                {section.tokens.map((token) => (
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
            </section>
          ))}
        </fieldset>
      )}
      <Button variant="secondary" onClick={onBack}>
        {t('swap.picker.back')}
      </Button>
    </div>
  )
}
