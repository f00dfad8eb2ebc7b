// The swap token picker's sections: the account's tokens, then the suggested and the popular ones,
// then the rest, each under its heading, in the order of mergeTokenList; search keeps the sections.
import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../core/constants.js'
import type { SwapToken } from '../core/swapState.js'
import { mergeTokenList } from '../core/tokenList.js'
import viewEn from '../locales/viewEn.js'
import { TokenPicker } from './TokenPicker.js'

const CHAIN = 'eip155:1'
let next = 1
const apiToken = (symbol: string, address = `0x${(next++).toString(16).padStart(40, '0')}`) => ({
  name: `${symbol} token`,
  symbol,
  address: `${CHAIN}:${address}`,
  decimals: 18,
  logoUri: null,
  eip2612: false,
})

it('shows the tokens under Your tokens, Suggested, Popular and More tokens; a search keeps the headings', async () => {
  const ptt = apiToken('PTT')
  const tokens: SwapToken[] = mergeTokenList(
    [
      apiToken('ZRX'),
      apiToken('LINK'),
      ptt,
      apiToken('USDC'),
      apiToken('ETH', NATIVE_TOKEN_ADDRESS),
      apiToken('UNI'),
    ],
    [
      {
        name: 'PTT token',
        symbol: 'PTT',
        chainId: CHAIN,
        address: ptt.address,
        price: 1,
        quantity: { decimals: '18', numeric: '12' },
        iconUrl: '',
      },
    ],
    'ETH',
  )
  const portico = createTestPortico({ plugins: [ui()] })
  portico.i18n.add('en', viewEn)
  await portico.start()
  const onSelect = vi.fn()
  render(
    <PorticoProvider portico={portico}>
      <TokenPicker
        side="destination"
        tokens={tokens}
        status="ready"
        selected={undefined}
        onSelect={onSelect}
        onBack={() => undefined}
      />
    </PorticoProvider>,
  )
  const picker = await screen.findByRole('group', { name: 'Tokens to receive' })
  const sections = () =>
    within(picker)
      .getAllByRole('region')
      .map((region) => ({
        heading: within(region).getByRole('heading', { level: 3 }).textContent,
        tokens: within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(' ')[0]),
      }))
  expect(sections()).toEqual([
    { heading: 'Your tokens', tokens: ['PTTPTT'] },
    { heading: 'Suggested', tokens: ['ETHETH', 'USDCUSDC'] },
    { heading: 'Popular', tokens: ['LINKLINK', 'UNIUNI'] },
    { heading: 'More tokens', tokens: ['ZRXZRX'] },
  ])
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search tokens' }), { target: { value: 'u' } })
  expect(sections().map((section) => section.heading)).toEqual(['Suggested', 'Popular'])
  fireEvent.click(within(picker).getByRole('button', { name: /^UNI/ }))
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'UNI' }))
  await portico.dispose()
}, 30_000)
