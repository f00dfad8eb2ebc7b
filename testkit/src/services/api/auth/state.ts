import { createJwtSigner, type JwtSigner } from './jwt'

/** How long a nonce and a session last unless a test changes it (`POST /__emulator/auth`). */
export const DEFAULT_AUTH_TTL = { nonceMs: 5 * 60_000, sessionMs: 24 * 60 * 60_000 } as const

/** The emulated sign-in server's memory (Reown Authentication, API-FACTS 3.7). */
export type AuthState = {
  readonly jwt: JwtSigner
  /** Nonces handed out and not yet used; a nonce signs in once. */
  readonly openNonces: Set<string>
  /** Session token ids signed out before they expired. */
  readonly revoked: Set<string>
  ttl: { nonceMs: number; sessionMs: number }
}

export function createAuthState(): AuthState {
  return { jwt: createJwtSigner(), openNonces: new Set(), revoked: new Set(), ttl: { ...DEFAULT_AUTH_TTL } }
}

export function resetAuthState(auth: AuthState): void {
  auth.openNonces.clear()
  auth.revoked.clear()
  auth.ttl = { ...DEFAULT_AUTH_TTL }
}
