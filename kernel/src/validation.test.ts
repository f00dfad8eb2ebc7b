import { describe, expect, it } from 'vitest'
import * as zFull from 'zod'
import * as z from 'zod/mini'
import { AsyncSchemaError, formatIssues, type StandardSchema, validate, validateSync } from './validation.js'

describe('validateSync', () => {
  it('validates with zod/mini and full zod', () => {
    expect(validateSync(z.number(), 1)).toEqual({ success: true, value: 1 })
    expect(validateSync(zFull.number(), 'x')).toMatchObject({ success: false })
  })

  it('throws AsyncSchemaError for an asynchronous schema', () => {
    const schema: StandardSchema<number> = {
      '~standard': { version: 1, vendor: 'test', validate: async (value) => ({ value: value as number }) },
    }
    expect(() => validateSync(schema, 1)).toThrow(AsyncSchemaError)
  })
})

describe('validate', () => {
  it('awaits asynchronous schemas', async () => {
    const schema = zFull.string().refine(async (value) => value === 'ok')
    expect(await validate(schema, 'ok')).toEqual({ success: true, value: 'ok' })
    expect((await validate(schema, 'no')).success).toBe(false)
  })
})

describe('formatIssues', () => {
  it('names the path, the message and what zod/mini expected', () => {
    const result = validateSync(z.object({ a: z.array(z.object({ b: z.string() })) }), { a: [{ b: 1 }] })
    // zod/mini's message is generic until full zod loads its locale (as this file does).
    expect(result.success ? '' : formatIssues(result.issues)).toMatch(
      /^a\.0\.b: Invalid input.*expected string/,
    )
    expect(formatIssues([{ message: 'Invalid input', expected: 'string', path: ['a'] } as never])).toBe(
      'a: Invalid input (expected string)',
    )
  })

  it('shortens long lists', () => {
    const issues = Array.from({ length: 7 }, (_, index) => ({ message: `m${index}`, path: [{ key: index }] }))
    expect(formatIssues(issues, 2)).toBe('0: m0; 1: m1; … and 5 more')
  })
})
