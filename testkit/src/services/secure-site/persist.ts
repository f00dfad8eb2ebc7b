import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'

/** What the service keeps across restarts: users with their keys, trusted devices, sessions. */
export const stateSchema = z.object({
  version: z.literal(1),
  users: z.record(
    z.string(),
    z.object({
      id: z.string(),
      /** Absent for a user who signed in with a social provider that shares no e-mail. */
      email: z.string().optional(),
      /** The provider account a social or Farcaster user signed in with. */
      social: z.object({ provider: z.string(), subject: z.string(), userName: z.string() }).optional(),
      /** The user's secp256k1 key: it never leaves the service. */
      privateKey: z.string().regex(/^0x[0-9a-f]{64}$/),
      address: z.string(),
      /** The user's ed25519 seed (hex) for Solana; made on first use for users from before. */
      solanaSeed: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
      devices: z.array(z.string()),
      createdAt: z.number(),
    }),
  ),
  sessions: z.record(
    z.string(),
    z.object({
      userId: z.string(),
      deviceId: z.string(),
      chainId: z.number().int().positive(),
      /** SET_PREFERRED_ACCOUNT: the smart account where the chain has them, else the EOA. */
      accountType: z.enum(['eoa', 'smartAccount']).optional(),
      expiresAt: z.number(),
    }),
  ),
})

export type SecureSiteState = z.infer<typeof stateSchema>
export type StoredUser = SecureSiteState['users'][string]
export type StoredSession = SecureSiteState['sessions'][string]

export const emptyState = (): SecureSiteState => ({ version: 1, users: {}, sessions: {} })

/** Reads the state file; a missing file is an empty state, a corrupt one throws with the reason. */
export async function readState(path: string): Promise<SecureSiteState> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState()
    throw error
  }
  const parsed = stateSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new Error(`${path} is not a secure-site state:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * Writes after every change, one write at a time, through a temporary file and a rename so a crash
 * never leaves half a file. `flush()` resolves once the latest state is on disk.
 */
export function createStateWriter(path: string, onError: (error: unknown) => void) {
  let chain: Promise<void> = Promise.resolve()
  return {
    write(state: SecureSiteState): Promise<void> {
      const text = JSON.stringify(state)
      chain = chain
        .then(async () => {
          await mkdir(dirname(path), { recursive: true })
          const temporary = `${path}.${process.pid}.tmp`
          await writeFile(temporary, text, { mode: 0o600 })
          await rename(temporary, path)
        })
        .catch(onError)
      return chain
    },
    flush: () => chain,
  }
}
