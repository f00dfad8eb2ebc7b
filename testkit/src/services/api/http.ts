import type { z } from 'zod'

/** What a handler returns; the server writes it. `body` objects are JSON-encoded. */
export type Reply = {
  status: number
  headers?: Record<string, string>
  body?: unknown
}

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers: { 'content-type': 'application/json', ...headers },
})

export const text = (body: string, status: number, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
})

export const empty = (status: number, headers?: Record<string, string>): Reply => ({ status, headers })

/** Error envelope of the Blockchain API: `{status:'FAILED', reasons:[{field, description}]}`. */
export const envelope = (status: number, field: string, description: string): Reply =>
  json({ status: 'FAILED', reasons: [{ field, description }] }, status)

/** Thrown by helpers deep in a handler; the server turns it into its reply. */
export class ReplyError extends Error {
  constructor(public readonly reply: Reply) {
    super(`HTTP ${reply.status}`)
  }
}

export const fail = (status: number, field: string, description: string): ReplyError =>
  new ReplyError(envelope(status, field, description))

/** Formats zod issues the way serde words them ("missing field `x`", "x: unknown variant ..."). */
export function describeIssues(error: z.ZodError, input: unknown): string {
  const valueAt = (path: readonly PropertyKey[]) =>
    path.reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined,
      input,
    )
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.')
      if (issue.path.length > 0 && valueAt(issue.path) === undefined) return `missing field \`${path}\``
      if (issue.code === 'invalid_value' && 'values' in issue) {
        return `${path}: unknown variant, expected one of ${issue.values.map((value) => `\`${String(value)}\``).join(', ')}`
      }
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}

/** Query that does not deserialize: plain-text 400, like the real server's framework rejection. */
export const queryRejection = (error: z.ZodError, input: unknown): ReplyError =>
  new ReplyError(text(`Failed to deserialize query string: ${describeIssues(error, input)}`, 400))

/** JSON body with wrong fields or types: plain-text 422. */
export const bodyRejection = (error: z.ZodError, input: unknown): ReplyError =>
  new ReplyError(
    text(`Failed to deserialize the JSON body into the target type: ${describeIssues(error, input)}`, 422),
  )

/** Parses `schema` from the query or throws the plain-text 400. */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  const result = schema.safeParse(query)
  if (!result.success) throw queryRejection(result.error, query)
  return result.data
}

/** Parses `schema` from an already JSON-decoded body or throws the plain-text 422. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body)
  if (!result.success) throw bodyRejection(result.error, body)
  return result.data
}
