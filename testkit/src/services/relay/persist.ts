import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'
import { topicSchema } from './protocol.js'
import type { StoredMessageRecord } from './store.js'

/** What the relay writes to `persistPath`: its messages and the subscriptions of known clients. */
export type RelaySnapshot = {
  version: 1
  messages: StoredMessageRecord[]
  subscriptions: Record<string, string[]>
}

const snapshotSchema = z.object({
  version: z.literal(1),
  messages: z.array(
    z.object({
      id: z.string().min(1),
      topic: topicSchema,
      message: z.string().min(1),
      tag: z.number().int().nonnegative(),
      attestation: z.string().optional(),
      publishedAt: z.number(),
      expiresAt: z.number(),
      publisher: z.string(),
      deliveredTo: z.array(z.string()),
    }),
  ),
  subscriptions: z.record(z.string(), z.array(topicSchema)),
})

/** Reads a snapshot; a missing file gives `undefined`, a file that is not a snapshot throws. */
export async function readSnapshot(path: string): Promise<RelaySnapshot | undefined> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed = snapshotSchema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${path} is not a relay snapshot:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeSnapshot(path: string, snapshot: RelaySnapshot): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(snapshot))
  await rename(temporary, path)
}

export type SnapshotWriter = {
  /** Asks for a write soon; many changes in a row give one write. */
  schedule(): void
  /** Writes now (after any write in progress) and resolves when the file is on disk. */
  flush(): Promise<void>
}

/** Debounces snapshot writes and never runs two at once. */
export function createSnapshotWriter(
  path: string,
  takeSnapshot: () => RelaySnapshot,
  { delayMs = 50, onError }: { delayMs?: number; onError: (error: unknown) => void },
): SnapshotWriter {
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<void> = Promise.resolve()

  function write() {
    clearTimeout(timer)
    timer = undefined
    chain = chain.then(() => writeSnapshot(path, takeSnapshot())).catch(onError)
    return chain
  }

  return {
    schedule() {
      timer ??= setTimeout(write, delayMs)
    },
    flush: write,
  }
}
