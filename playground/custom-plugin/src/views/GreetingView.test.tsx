// @vitest-environment happy-dom
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { PorticoModal, PorticoProvider, ui } from '@portico/ui'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hello } from '../plugin.js'

// Rendered as an app shows it: the ui's modal, the Account view, the plugin's button and view.
const instances: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await act(async () => {
    await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
  })
})

describe('the hello view', () => {
  it('opens from the Account view and greets the connected account', async () => {
    const chain = mockChain()
    const portico = createTestPortico({ plugins: [ui(), chain.plugin, hello({ salutation: 'Howdy' })] })
    instances.push(portico)
    render(
      <PorticoProvider portico={portico}>
        <PorticoModal />
      </PorticoProvider>,
    )
    await act(() => portico.start())
    await act(async () => {
      await portico.wallet.connect({ connectorId: 'mock.injected' })
      await portico.modal.open()
    })
    fireEvent.click(await screen.findByRole('button', { name: /Say hello/ }, { timeout: 10_000 }))
    expect(await screen.findByText('Howdy, 0xf39F…2266!', {}, { timeout: 10_000 })).toBeTruthy()
    expect(portico.router.current.view).toBe('hello/Greeting')
    fireEvent.click(screen.getByRole('button', { name: 'Greet me again' }))
    expect(await screen.findByText('Howdy, 0xf39F…2266!')).toBeTruthy()
  }, 30_000)
})
