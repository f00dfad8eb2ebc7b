import type { Portico } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, expect, it } from 'vitest'
import { names } from '../plugin.js'
import { namesTokens } from '../tokens.js'
import LookupName from './LookupName.js'
import RegisterAccountName from './RegisterAccountName.js'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

it.each([
  ['RegisterAccountName', RegisterAccountName, 'Choose your name'],
  ['names/LookupName', LookupName, 'Look up a name'],
] as Array<[string, ComponentType, string]>)(
  "%s shows the shell's loading state while the names service loads, then itself (no Suspense)",
  async (id, View, form) => {
    const portico = createTestPortico({
      projectId: 'test-project',
      api: { blockchainApi: 'http://127.0.0.1:9' },
      plugins: [ui(), names()],
    })
    kernels.push(portico)
    await portico.start()
    await portico.views.get(id)?.load()
    expect(portico.resolve(namesTokens.service).peek()).toBeUndefined()
    render(
      <PorticoProvider portico={portico}>
        <View />
      </PorticoProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(await screen.findByRole('form', { name: form }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(portico.resolve(namesTokens.service).peek()).toBeDefined()
  },
  30_000,
)
