import { createTestPortico } from '@portico/kernel/testing'
import { ui } from '@portico/ui'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { it } from 'vitest'
import { expectViewWaitsForService } from '../../../../ui/test/serviceLoad.js'
import { names } from '../plugin.js'
import { namesTokens } from '../tokens.js'
import LookupName from './LookupName.js'
import RegisterAccountName from './RegisterAccountName.js'

it.each([
  ['RegisterAccountName', RegisterAccountName, 'Choose your name'],
  ['names/LookupName', LookupName, 'Look up a name'],
] as Array<[string, ComponentType, string]>)(
  "%s shows the shell's loading state while the names service loads, then itself (no Suspense)",
  async (view, View, form) => {
    await expectViewWaitsForService({
      portico: createTestPortico({
        projectId: 'test-project',
        api: { blockchainApi: 'http://127.0.0.1:9' },
        plugins: [ui(), names()],
      }),
      view,
      View,
      service: namesTokens.service,
      shows: () => screen.findByRole('form', { name: form }, { timeout: 10_000 }),
    })
  },
  30_000,
)
