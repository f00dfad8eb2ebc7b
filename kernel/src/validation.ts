import { PorticoError } from './errors/base.js'

/**
 * The part of the Standard Schema v1 interface (https://standardschema.dev) Portico relies on.
 * zod, zod/mini, valibot and arktype schemas all implement it, so callers pick their validator.
 */
export interface StandardSchema<TInput = unknown, TOutput = TInput> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (
      value: unknown,
    ) => StandardSchemaResult<TOutput> | Promise<StandardSchemaResult<TOutput>>
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined
  }
}

export type StandardSchemaResult<TOutput> =
  | { readonly value: TOutput; readonly issues?: undefined }
  | { readonly issues: readonly StandardSchemaIssue[] }

export type StandardSchemaIssue = {
  readonly message: string
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined
}

/** The type a schema produces. */
export type InferSchemaOutput<TSchema extends StandardSchema> = NonNullable<
  TSchema['~standard']['types']
>['output']

export type ValidationResult<TOutput> =
  | { success: true; value: TOutput }
  | { success: false; issues: readonly StandardSchemaIssue[] }

/** Thrown when a synchronous validation meets a schema that validates asynchronously. */
export class AsyncSchemaError extends PorticoError {
  override name = 'AsyncSchemaError' as const
  constructor(vendor: string) {
    super('This schema validates asynchronously, where only synchronous schemas are supported.', {
      metaMessages: [`Vendor: ${vendor}`, 'Remove async refinements or transforms from the schema.'],
    })
  }
}

/**
 * Validates `value` with any Standard Schema, synchronously.
 *
 * @throws {AsyncSchemaError} when the schema returns a promise (a programming error).
 * @example
 * const result = validateSync(z.object({ id: z.string() }), JSON.parse(raw))
 * if (result.success) use(result.value)
 */
export function validateSync<TSchema extends StandardSchema>(
  schema: TSchema,
  value: unknown,
): ValidationResult<InferSchemaOutput<TSchema>> {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise) {
    result.catch(() => {})
    throw new AsyncSchemaError(schema['~standard'].vendor)
  }
  return toValidationResult(result)
}

/**
 * Validates `value` with any Standard Schema, awaiting asynchronous schemas.
 *
 * @example
 * const result = await validate(balanceSchema, body)
 */
export async function validate<TSchema extends StandardSchema>(
  schema: TSchema,
  value: unknown,
): Promise<ValidationResult<InferSchemaOutput<TSchema>>> {
  return toValidationResult(await schema['~standard'].validate(value))
}

function toValidationResult<TOutput>(result: StandardSchemaResult<TOutput>): ValidationResult<TOutput> {
  if (result.issues) return { success: false, issues: result.issues }
  return { success: true, value: result.value }
}

/**
 * One line per issue, `path: message`, for logs and error details.
 *
 * @example
 * formatIssues([{ message: 'Invalid input', path: ['balances', 0, 'price'] }])
 * // 'balances.0.price: Invalid input'
 */
export function formatIssues(issues: readonly StandardSchemaIssue[], limit = 5): string {
  const lines = issues.slice(0, limit).map((issue) => {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.')
    // zod/mini ships no locale, so its messages are generic; its `expected` field says more.
    const expected = (issue as { expected?: unknown }).expected
    const message =
      typeof expected === 'string' && !issue.message.includes(expected)
        ? `${issue.message} (expected ${expected})`
        : issue.message
    return path ? `${path}: ${message}` : message
  })
  if (issues.length > limit) lines.push(`… and ${issues.length - limit} more`)
  return lines.join('; ')
}
