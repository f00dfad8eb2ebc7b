// @vitest-environment node
// The swap and socials plugins' kernel events and the analytics events they become.
import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { trackedEvent } from './eventMap.js'

const portico = createTestPortico()
const network = portico.wallet.getActiveNetwork()?.caipNetworkId

describe('swap and social events', () => {
  const swap = {
    network: 'eip155:1',
    swapFromToken: 'ETH',
    swapToToken: 'PTT',
    swapFromAmount: '1',
    swapToAmount: '1,234.5',
  }

  it('swap:success and swap:error become SWAP_SUCCESS and SWAP_ERROR with the swap fields', () => {
    expect(trackedEvent('swap:success', swap, portico)).toEqual({
      event: 'SWAP_SUCCESS',
      properties: { ...swap, isSmartAccount: false, caipNetworkId: network },
    })
    expect(trackedEvent('swap:error', { ...swap, message: 'User rejected the request.' }, portico)).toEqual({
      event: 'SWAP_ERROR',
      properties: {
        ...swap,
        message: 'User rejected the request.',
        isSmartAccount: false,
        caipNetworkId: network,
      },
    })
  })

  it('each stage of socials:login becomes its SOCIAL_LOGIN_* event with the provider only', () => {
    const stages = {
      started: 'SOCIAL_LOGIN_STARTED',
      success: 'SOCIAL_LOGIN_SUCCESS',
      error: 'SOCIAL_LOGIN_ERROR',
      canceled: 'SOCIAL_LOGIN_CANCELED',
    }
    for (const [stage, event] of Object.entries(stages))
      expect(
        trackedEvent('socials:login', { stage, provider: 'google', message: 'Popup closed' }, portico),
      ).toEqual({
        event,
        properties: { provider: 'google', caipNetworkId: network },
      })
    expect(trackedEvent('socials:login', { stage: 'unknown', provider: 'google' }, portico)).toBeUndefined()
  })
})
