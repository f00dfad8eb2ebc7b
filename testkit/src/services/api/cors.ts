import { z } from 'zod'
import { envelope, ReplyError, text } from './http'

/** Request headers the real Blockchain API allows cross-origin (API-FACTS §1.4, a superset of §9). */
export const CORS_ALLOWED_HEADERS = [
  'content-type',
  'user-agent',
  'referer',
  'origin',
  'solana-client',
  'sec-fetch-mode',
  'x-sdk-type',
  'x-sdk-version',
  // The sign-in server's headers (API-FACTS 3.7).
  'authorization',
  'x-nonce-jwt',
  'x-otp',
]

export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']

/** Set on every response, preflight or not. */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
    'access-control-expose-headers': 'x-request-id',
  }
}

/** SDK identification every route accepts (API-FACTS §1.2). Unknown params are ignored. */
export const sdkParams = {
  projectId: z.string().optional(),
  st: z.string().optional(),
  sv: z.string().optional(),
  clientId: z.string().optional(),
}

export type SdkInfo = { projectId?: string; st?: string; sv?: string; clientId?: string }

/** `st`/`sv` from the query, falling back to the legacy `x-sdk-type` / `x-sdk-version` headers. */
export function sdkInfo(
  query: Record<string, string>,
  headers: Record<string, string | string[] | undefined>,
): SdkInfo {
  const header = (name: string) => {
    const value = headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const info: SdkInfo = {}
  const projectId = query.projectId
  const st = query.st ?? header('x-sdk-type')
  const sv = query.sv ?? header('x-sdk-version')
  if (projectId !== undefined) info.projectId = projectId
  if (st !== undefined) info.st = st
  if (sv !== undefined) info.sv = sv
  if (query.clientId !== undefined) info.clientId = query.clientId
  return info
}

/**
 * `knownProjectIds` null accepts any non-empty id. A missing id on a route that needs one is the
 * framework's plain-text 400 (when it comes from the query); an empty or unknown id is the 401 envelope.
 */
export function checkProject(
  projectId: string | undefined,
  knownProjectIds: readonly string[] | null,
  source: 'query' | 'body',
): void {
  if (projectId === undefined) {
    throw new ReplyError(
      source === 'query'
        ? text('Failed to deserialize query string: missing field `projectId`', 400)
        : text('Failed to deserialize the JSON body into the target type: missing field `projectId`', 422),
    )
  }
  if (projectId === '' || (knownProjectIds !== null && !knownProjectIds.includes(projectId))) {
    throw new ReplyError(envelope(401, 'authentication', 'We failed to authenticate your request'))
  }
}
