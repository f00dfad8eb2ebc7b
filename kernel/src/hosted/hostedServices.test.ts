import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico.js'
import { hostedServicesFor } from './hostedServices.js'

describe('hostedServicesFor', () => {
  it('turns the hosted services on exactly when a project id is given', () => {
    expect(hostedServicesFor({})).toEqual({ projectId: undefined, enabled: false, blockchainApi: false })
    expect(hostedServicesFor({ projectId: '' }).enabled).toBe(false)
    expect(hostedServicesFor({ projectId: 'p' })).toEqual({
      projectId: 'p',
      enabled: true,
      blockchainApi: true,
    })
  })

  it("counts the app's own Blockchain API as a source without turning the hosted services on", () => {
    const own = hostedServicesFor({ api: { blockchainApi: 'http://127.0.0.1:4000' } })
    expect(own).toEqual({ projectId: undefined, enabled: false, blockchainApi: true })
  })

  it('is what the kernel and its plugins ask', () => {
    let seen: unknown
    const portico = createTestPortico({
      projectId: 'p',
      plugins: [
        {
          id: 'asker',
          version: '1.0.0',
          kernel: '^1',
          $$type: '@portico/Plugin',
          register: (ctx) => {
            seen = ctx.hosted
          },
        },
      ],
    })
    expect(portico.hosted).toEqual({ projectId: 'p', enabled: true, blockchainApi: true })
    expect(seen).toBe(portico.hosted)
  })
})
