import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton, PorticoProvider, ui } from '../exports/index.js'

describe('styleNonce', () => {
  it('puts the nonce on every stylesheet the client inserts, for a CSP with style-src nonce', async () => {
    const portico = createTestPortico({ plugins: [ui(), mockChain().plugin] })
    const view = render(
      <PorticoProvider portico={portico} styleNonce="r4nd0m">
        <ConnectButton />
      </PorticoProvider>,
    )
    const styles = [...document.head.querySelectorAll('style[data-precedence="portico"]')]
    expect(styles.length).toBeGreaterThan(0)
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('r4nd0m')
    view.unmount()
  })
})
