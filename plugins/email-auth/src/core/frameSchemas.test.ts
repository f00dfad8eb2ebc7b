import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrameEvent } from './frameSchemas.js'
import { FRAME_REQUESTS } from './protocol.js'

describe('parseFrameEvent', () => {
  it('never throws and accepts only frame events of a known shape (fast-check)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseFrameEvent(value)
        if (parsed !== undefined)
          expect(['ready', 'session-update', 'success', 'error']).toContain(parsed.kind)
      }),
      { numRuns: 2000 },
    )
  })

  it('parses error replies of every request, and rejects a reply with a wrong payload', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAME_REQUESTS),
        fc.string(),
        fc.string({ minLength: 1, maxLength: 12 }),
        (name, message, id) => {
          expect(parseFrameEvent({ type: `@w3m-frame/${name}_ERROR`, id, payload: { message } })).toEqual({
            kind: 'error',
            name,
            id,
            message,
          })
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.anything().filter((v) => !(v && typeof v === 'object' && 'action' in v)),
        (payload) => {
          expect(
            parseFrameEvent({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'x', payload }),
          ).toBeUndefined()
        },
      ),
    )
  })

  it('reads the spec shapes', () => {
    expect(parseFrameEvent({ type: '@w3m-frame/READY' })).toEqual({ kind: 'ready', version: undefined })
    expect(
      parseFrameEvent({
        type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
        id: 'a',
        payload: { action: 'VERIFY_DEVICE' },
      }),
    ).toEqual({
      kind: 'success',
      name: 'CONNECT_EMAIL',
      id: 'a',
      payload: { action: 'VERIFY_DEVICE' },
    })
    expect(
      parseFrameEvent({
        type: '@w3m-frame/GET_USER_SUCCESS',
        id: 'a',
        payload: { address: '0xabc', chainId: 1, email: null },
      }),
    ).toMatchObject({ kind: 'success' })
    expect(parseFrameEvent({ type: '@w3m-frame/UNKNOWN_SUCCESS', id: 'a' })).toBeUndefined()
    expect(parseFrameEvent({ type: '@w3m-app/GET_USER', id: 'a' })).toBeUndefined()
  })
})
