/** A registered name as the Blockchain API serializes it (API-FACTS 2.12, snake_case). */
export type NameRecord = {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string> | null
  /** ENSIP-11 coin type (decimal string) -> the address registered for it. */
  addresses: Record<string, { address: string; created_at: string | null }>
}

/** The zones names may be registered in; the first is the default (API-FACTS 2.12, 2.14). */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const

/** Names registered since the emulator started (or since the last reset), by full name. */
export type NameRegistry = Map<string, NameRecord>

export const createNameRegistry = (): NameRegistry => new Map()
