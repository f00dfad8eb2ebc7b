import { createTestPortico } from '@portico/kernel/testing'
import { ui } from '@portico/ui'
import { screen } from '@testing-library/react'
import { it } from 'vitest'
import { expectViewWaitsForService } from '../../../../ui/test/serviceLoad.js'
import { siwx } from '../plugin.js'
import { siwxTokens } from '../tokens.js'
import SIWXSignMessage from './SIWXSignMessage.js'

it("shows the shell's loading state while the sign-in service loads, then the request to sign (no Suspense)", async () => {
  await expectViewWaitsForService({
    portico: createTestPortico({
      metadata: { name: 'Test App', description: '', url: 'http://localhost', icons: [] },
      plugins: [ui(), siwx()],
    }),
    view: 'SIWXSignMessage',
    View: SIWXSignMessage,
    service: siwxTokens.service,
    shows: () => screen.findByText('Test App wants you to sign in', {}, { timeout: 10_000 }),
  })
}, 30_000)
