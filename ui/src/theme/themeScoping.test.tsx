import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createPorticoForTest, renderWithPortico } from '../../test/portico.js'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { PorticoProvider } from '../provider/PorticoProvider.js'
import { hashText, instanceThemeCss } from './css.js'
import { sanitizeThemeVariables, tokenNames } from './tokens.js'

/** Every selector of a stylesheet outside @keyframes (nested @media blocks included). */
function selectorsOf(css: string): string[] {
  const selectors: string[] = []
  let rest = css.replace(/\/\*[\s\S]*?\*\//g, '')
  while (rest.trim()) {
    const open = rest.indexOf('{')
    if (open < 0) break
    const prelude = rest.slice(0, open).trim()
    let depth = 1
    let i = open + 1
    while (depth > 0 && i < rest.length) {
      if (rest[i] === '{') depth++
      if (rest[i] === '}') depth--
      i++
    }
    const body = rest.slice(open + 1, i - 1)
    if (prelude.startsWith('@media')) selectors.push(...selectorsOf(body))
    else if (!prelude.startsWith('@keyframes')) selectors.push(...prelude.split(',').map((s) => s.trim()))
    rest = rest.slice(i)
  }
  return selectors
}

const porticoSheets = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-href^="portico-"]')].map((s) => ({
    href: s.getAttribute('data-href') as string,
    css: s.textContent ?? '',
  }))

describe('theme scoping', () => {
  it('scopes every emitted rule under [data-portico] (buttons, shell and toasts)', async () => {
    const { portico } = await renderWithPortico(
      <>
        <ConnectButton showAccountWhenConnected={false} />
        <AccountButton />
        <NetworkButton />
      </>,
      { themeVariables: { '--portico-color-accent': '#ff5a1f' } },
    )
    await act(() => portico.modal.open())
    act(() => portico.notifications.success('Copied'))
    await screen.findByRole('dialog')
    await screen.findByText('Copied')
    const sheets = porticoSheets()
    expect(sheets.map((s) => s.href)).toEqual(
      expect.arrayContaining(['portico-base', 'portico-entry-buttons', 'portico-shell', 'portico-toasts']),
    )
    for (const { href, css } of sheets) {
      const selectors = selectorsOf(css)
      expect(selectors.length, href).toBeGreaterThan(0)
      for (const selector of selectors) expect(selector, `${href}: ${selector}`).toContain('[data-portico')
    }
  })

  it('emits the light and dark defaults once, keyed by data-portico-theme', async () => {
    await renderWithPortico(<ConnectButton />)
    const base = porticoSheets().find((s) => s.href === 'portico-base')?.css ?? ''
    for (const name of tokenNames) expect(base).toContain(`${name}:`)
    expect(base).toContain('[data-portico][data-portico-theme="dark"]')
    expect(base).toMatch(/@media \(prefers-color-scheme: dark\)[\s\S]*data-portico-theme="system"/)
  })

  it("scopes an app's theme variables to its own instance", async () => {
    const first = createPorticoForTest({ themeVariables: { '--portico-color-accent': '#111111' } })
    const second = createPorticoForTest({ themeVariables: { '--portico-color-accent': '#222222' } })
    render(
      <>
        <PorticoProvider portico={first.portico}>
          <ConnectButton label="first" />
        </PorticoProvider>
        <PorticoProvider portico={second.portico}>
          <ConnectButton label="second" />
        </PorticoProvider>
      </>,
    )
    const scope = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('data-portico') as string
    const sheetFor = (id: string) =>
      porticoSheets().find((s) => s.href.startsWith(`portico-theme-${id}-`))?.css
    expect(sheetFor(scope('first'))).toContain(`[data-portico="${scope('first')}"]`)
    expect(sheetFor(scope('first'))).toContain('#111111')
    expect(sheetFor(scope('first'))).not.toContain('#222222')
    expect(sheetFor(scope('second'))).toContain('#222222')
  })

  it('switches the mode attribute at runtime', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />, { themeMode: 'dark' })
    const button = screen.getByRole('button')
    expect(button.getAttribute('data-portico-theme')).toBe('dark')
    act(() => portico.theme.setState({ mode: 'light' }))
    expect(button.getAttribute('data-portico-theme')).toBe('light')
  })

  it('drops unknown tokens and values that could leave their declaration', () => {
    const { accepted, rejected } = sanitizeThemeVariables({
      '--portico-color-accent': ' #ff0000 ',
      '--portico-color-background': 'red; } body { display: none',
      '--portico-radius-modal': '</style><script>',
      '--other-thing': 'blue',
      '--portico-font-family': 42,
    })
    expect(accepted).toEqual({ '--portico-color-accent': '#ff0000' })
    expect(rejected.sort()).toEqual(
      [
        '--other-thing',
        '--portico-color-background',
        '--portico-font-family',
        '--portico-radius-modal',
      ].sort(),
    )
  })

  it('changes the instance sheet href exactly when its text changes', () => {
    const a = instanceThemeCss('p1', { '--portico-color-accent': '#000' })
    expect(hashText(a)).toBe(hashText(instanceThemeCss('p1', { '--portico-color-accent': '#000' })))
    expect(hashText(a)).not.toBe(hashText(instanceThemeCss('p1', { '--portico-color-accent': '#001' })))
    expect(instanceThemeCss('p1', {})).toBe('')
  })
})
