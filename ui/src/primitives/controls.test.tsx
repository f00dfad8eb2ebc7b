// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import encodeQR from 'qr'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../views/testing/renderView.js'
import { Button } from './Button.js'
import { CopyButton } from './CopyButton.js'
import { IconButton } from './IconButton.js'
import { CopyIcon } from './icons.js'
import { Link } from './Link.js'
import { ListWallet } from './ListWallet.js'
import { QrCode } from './QrCode.js'
import { qrMatrix } from './qrMatrix.js'
import { SearchInput } from './SearchInput.js'
import { Spinner } from './Spinner.js'
import { Tabs } from './Tabs.js'
import { TextInput } from './TextInput.js'

afterEach(() => vi.unstubAllGlobals())

describe('Button and IconButton', () => {
  it('never submits a form, and does nothing while loading', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    )
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('names an icon-only button by its label', () => {
    render(<IconButton label="Copy address" icon={<CopyIcon />} />)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})

describe('ListWallet', () => {
  it('shows the name, the tag and marks the current row', () => {
    render(<ListWallet name="Rainbow" imageSrc={undefined} tag="Installed" current />)
    const row = screen.getByRole('button', { name: /Rainbow/ })
    expect(row.textContent).toContain('Installed')
    expect(row.getAttribute('aria-current')).toBe('true')
  })
})

describe('Spinner', () => {
  it('is a live status when labelled, decoration otherwise', () => {
    const { rerender, container } = render(<Spinner label="Loading wallets" />)
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')
    rerender(<Spinner />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.querySelector('.portico-spinner')?.getAttribute('aria-hidden')).toBe('true')
  })
})

function TabsHarness() {
  const [selected, setSelected] = useState('tokens')
  return (
    <Tabs
      label="Account details"
      tabs={[
        { id: 'tokens', label: 'Tokens' },
        { id: 'nfts', label: 'NFTs' },
        { id: 'activity', label: 'Activity' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>{`${selected} content`}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern: one tab stop, arrows wrap, Home and End', () => {
    render(<TabsHarness />)
    const tabs = () => within(screen.getByRole('tablist', { name: 'Account details' })).getAllByRole('tab')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' })
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabs()[2])
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel').textContent).toBe('tokens content')
    fireEvent.keyDown(tabs()[0]!, { key: 'End' })
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toBeTruthy()
    fireEvent.click(tabs()[1]!)
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs()[1]!.id)
  })
})

function SearchHarness({ onEscape }: { onEscape: () => void }) {
  const [value, setValue] = useState('rain')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches the Escape that bubbles out
    <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
      <SearchInput label="Search wallets" value={value} onValueChange={setValue} />
    </div>
  )
}

describe('TextInput and SearchInput', () => {
  it('labels the input and announces its error', () => {
    render(<TextInput label="Amount" error="Too much" defaultValue="5" />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Too much')
  })

  it('clears with its button or Escape; an empty field lets Escape through', async () => {
    const onEscape = vi.fn()
    await renderView(() => <SearchHarness onEscape={onEscape} />)
    const input = screen.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(input.value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    fireEvent.change(input, { target: { value: 'abc' } })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(onEscape).not.toHaveBeenCalled()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(onEscape).toHaveBeenCalledTimes(1)
  })
})

describe('CopyButton', () => {
  it('copies through navigator.clipboard and confirms with a success toast', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { portico } = await renderView(() => <CopyButton value="0xabc" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() =>
      expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
        message: 'Copied',
        variant: 'success',
      }),
    )
    expect(writeText).toHaveBeenCalledWith('0xabc')
  })

  it('tells the visitor when the clipboard is not available', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const { portico } = await renderView(() => <CopyButton value="0xabc" label="Copy address" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() =>
      expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
        message: 'Could not copy',
        variant: 'error',
      }),
    )
  })
})

describe('QrCode', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

  it('draws exactly the modules of the QR code', () => {
    const { size, path } = qrMatrix(uri)
    const expected = encodeQR(uri, 'raw', { ecc: 'medium', border: 1 })
      .slice(1, -1)
      .map((row) => row.slice(1, -1))
    expect(size).toBe(expected.length)
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let i = 0; i < Number(run); i++) drawn[Number(y)]![Number(x) + i] = true
    expect(drawn).toEqual(expected)
    // No light margin left inside the path: the finder pattern starts at module (0, 0).
    expect(drawn[0]!.slice(0, 7)).toEqual(Array(7).fill(true))
    expect(drawn[6]!.slice(0, 7)).toEqual(Array(7).fill(true))
  })

  it('is a labelled SVG image, with a logo when given', () => {
    const { container } = render(
      <QrCode value={uri} label="QR code to connect" logoSrc="https://cdn.example/wc.svg" />,
    )
    const svg = screen.getByRole('img', { name: 'QR code to connect' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(container.querySelector('.portico-qr-logo img')?.getAttribute('src')).toBe(
      'https://cdn.example/wc.svg',
    )
  })
})

describe('Link', () => {
  it('opens web links in a new tab without window.opener and says so', async () => {
    await renderView(() => <Link href="https://etherscan.io/address/0xabc">Etherscan</Link>)
    const link = screen.getByRole('link', { name: 'Etherscan (opens in a new tab)' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('renders other URLs as plain text', async () => {
    // A script URL as a misconfigured explorer might give it (built so no literal sits in the source).
    const scriptUrl = ['javascript', 'alert(1)'].join(':')
    await renderView(() => <Link href={scriptUrl}>Explorer</Link>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Explorer')).toBeTruthy()
  })
})
