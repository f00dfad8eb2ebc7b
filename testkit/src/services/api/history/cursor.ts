import { z } from 'zod'
import { fail } from '../http'

/** Position of a transaction in a chain: block number and index in the block. */
export type Position = { b: number; i: number }

const positionSchema = z.object({ b: z.number().int().min(0), i: z.number().int().min(0) }).strict()

/** Opaque cursor: base64url of the position of the last item of the previous page. */
export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify({ b: position.b, i: position.i }), 'utf8').toString('base64url')
}

export function decodeCursor(cursor: string): Position {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    const parsed = positionSchema.safeParse(decoded)
    if (parsed.success) return parsed.data
  } catch {
    // fall through
  }
  throw fail(400, 'cursor', 'The cursor provided is invalid')
}

/** Number of items of an oldest-first list that come strictly before `position`. */
export function countBefore(
  list: readonly { blockNumber: number; index: number }[],
  position: Position,
): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >> 1
    const item = list[middle]!
    const before =
      item.blockNumber < position.b || (item.blockNumber === position.b && item.index < position.i)
    if (before) low = middle + 1
    else high = middle
  }
  return low
}
