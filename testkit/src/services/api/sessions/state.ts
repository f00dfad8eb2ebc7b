/** A granted permission set as `GET /v1/sessions/{address}` lists it (API-FACTS 2.19). */
export type SessionRecord = {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  /** Unix seconds. */
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string | null
  revokedAt: number | null
}

/** Sessions granted since the emulator started (or since the last reset), by lower-case CAIP-10 account. */
export type SessionStore = Map<string, SessionRecord[]>

export const createSessionStore = (): SessionStore => new Map()

/** The real server lists at most 255 per account, without pagination. */
export const MAX_SESSIONS_LISTED = 255
