import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient.js'

/** `GET /projects/v1/origins` (API-FACTS 3.5). */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/**
 * Origins allowed whatever the project lists: local development. AppKit also allows a few hosting
 * vendors' preview domains; Portico does not (a project lists its own), so only these remain.
 */
export const ALWAYS_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
]

const PATTERN = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}|\*))?\/?$/i

/**
 * Whether an origin matches one allow-list pattern, `[scheme://][*.]hostname[:port|:*]`
 * (the dashboard's form). Without a scheme any scheme matches; without a port only the scheme's
 * default port; `*.` matches subdomains, not the bare domain.
 */
export function originMatches(origin: string, pattern: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const parts = PATTERN.exec(pattern.trim())
  if (!parts) return false
  const [, scheme, wildcard, host = '', port] = parts
  if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false
  const hostname = url.hostname.toLowerCase()
  const wanted = host.toLowerCase()
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false
  if (port === '*') return true
  return (port ?? '') === url.port
}

/** API-FACTS 3.5: an empty project list allows every origin; local origins are always allowed. */
export function isOriginAllowed(origin: string, projectOrigins: readonly string[]): boolean {
  if (projectOrigins.length === 0) return true
  return [...projectOrigins, ...ALWAYS_ALLOWED_ORIGINS].some((pattern) => originMatches(origin, pattern))
}

/**
 * Asks the project's allow-list and checks `origin` against it. Any failure allows (API-FACTS 3.5:
 * 429 and 5xx carry their own alert, shown by the HTTP client's hook; anything else reads as `[]`).
 */
export async function checkAllowedOrigin(http: HttpClient, origin: string): Promise<boolean> {
  let origins: readonly string[] = []
  try {
    origins = (await http.get('/projects/v1/origins', { schema: allowedOriginsSchema })).allowedOrigins
  } catch {
    return true
  }
  return isOriginAllowed(origin, origins)
}
