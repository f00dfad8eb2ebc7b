import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * HS256 JSON Web Tokens for the emulated sign-in server: the nonce token and the session token
 * are signed with a secret made when the emulator starts, so a token from another run, a changed
 * payload or a changed signature is refused, like the real server refuses them.
 */
export type JwtSigner = {
  sign(payload: Record<string, unknown>): string
  /** The payload when the signature holds, else undefined (expiry is the caller's check). */
  verify(token: string): Record<string, unknown> | undefined
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

export function createJwtSigner(secret: Buffer = randomBytes(32)): JwtSigner {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest()
  return {
    sign(payload) {
      const body = `${HEADER}.${base64url(JSON.stringify(payload))}`
      return `${body}.${base64url(mac(body))}`
    },
    verify(token) {
      const parts = token.split('.')
      if (parts.length !== 3 || parts[0] !== HEADER) return undefined
      const [header, payload, signature] = parts as [string, string, string]
      const expected = mac(`${header}.${payload}`)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      try {
        const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
        return decoded && typeof decoded === 'object' && !Array.isArray(decoded)
          ? (decoded as Record<string, unknown>)
          : undefined
      } catch {
        return undefined
      }
    },
  }
}
