import type { PorticoStorage } from '@portico/kernel'
import * as z from 'zod/mini'

/** Spec 3 "Stored login data": kept under one key of the kernel's storage. */
export const LOGIN_DATA_KEY = 'email-auth.login'

const loginDataSchema = z.object({
  email: z.optional(z.string()),
  /** The provider's user name after a social or Farcaster login (spec 3 "social username"). */
  socialUsername: z.optional(z.string()),
  /** Which provider that login went through (`farcaster` included). */
  socialProvider: z.optional(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  /** The last chain the embedded wallet was on (a number for eip155). */
  chainId: z.optional(z.union([z.number(), z.string()])),
  /** Set once a login succeeded: the frame is created at start from then on. */
  loginUsed: z.optional(z.boolean()),
  /** When CONNECT_EMAIL was last sent (the 30 s throttle); cleared on success. */
  lastEmailLoginTime: z.optional(z.number()),
  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS' answer (spec 3 "smart-account-enabled networks"). */
  smartAccountEnabledNetworks: z.optional(z.array(z.number())),
  /** The visitor's account type pick (spec 4), asked for at every login and reload. */
  preferredAccountType: z.optional(z.enum(['eoa', 'smartAccount'])),
})

export type LoginData = z.infer<typeof loginDataSchema>

/** Reads and writes the stored login data; a corrupt entry reads as none. */
export function createLoginData(storage: PorticoStorage) {
  const read = (): LoginData => storage.read(LOGIN_DATA_KEY, loginDataSchema) ?? {}
  return {
    read,
    update(change: Partial<LoginData>) {
      const next: Record<string, unknown> = { ...read(), ...change }
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
      storage.write(LOGIN_DATA_KEY, next)
    },
    /** Spec 4: wiped on disconnect or a failed connection check. */
    wipe() {
      storage.remove(LOGIN_DATA_KEY)
    },
  }
}

export type LoginDataStore = ReturnType<typeof createLoginData>
