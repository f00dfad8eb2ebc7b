import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { empty, fail, json, parseBody, parseQuery } from '../http'
import { MAX_SESSIONS_LISTED, type SessionRecord } from '../sessions/state'

// Smart-session permissions of the Blockchain API (API-FACTS 2.19-2.20): the cosigner's create and
// activate routes a wallet calls when it grants permissions, the list the modal reads and the
// revoke it posts. Kept per CAIP-10 account; `projectId` required.

const CAIP10 = /^eip155:[1-9][0-9]{0,19}:0x[0-9a-fA-F]{40}$/
const projectQuery = z.looseObject({
  ...sdkParams,
  projectId: z.string().optional(),
  v: z.string().optional(),
})
const typed = z.object({ type: z.string().min(1), data: z.unknown() })

const createBody = z.object({
  chainId: z.string().regex(/^(eip155:)?(0x[0-9a-fA-F]+|[0-9]+)$/),
  address: z.string().optional(),
  /** Unix seconds. */
  expiry: z.number().int().positive(),
  signer: z.object({
    type: z.literal('keys'),
    data: z.object({ keys: z.array(z.object({ type: z.string(), publicKey: z.string() })).min(1) }),
  }),
  permissions: z.array(typed).min(1),
  policies: z.array(typed).default([]),
})
const activateBody = z.looseObject({ pci: z.string().min(1), context: z.string().regex(/^0x[0-9a-fA-F]*$/) })
const revokeBody = z.looseObject({ pci: z.string(), signature: z.string().optional() })

/** The account of the path, checked like the server's CAIP parser (400 otherwise), and the project. */
function account(context: RequestContext): { key: string; projectId: string } {
  const { projectId } = parseQuery(projectQuery, context.query)
  checkProject(projectId, context.state.settings.knownProjectIds, 'query')
  const address = context.params.address!
  if (!CAIP10.test(address)) throw fail(400, '', `Crypto utils error: invalid CAIP-10 address: ${address}`)
  return { key: address.toLowerCase(), projectId: projectId as string }
}

const now = () => Math.floor(Date.now() / 1000)

const list: Handler = (context) => {
  const { key } = account(context)
  const pcis = (context.state.sessions.get(key) ?? []).slice(-MAX_SESSIONS_LISTED)
  return json({ pcis })
}

const create: Handler = async (context) => {
  const { key, projectId } = account(context)
  const body = parseBody(createBody, await context.readJson())
  if (body.expiry <= now()) throw fail(400, 'expiry', 'Expiry is in the past')
  const origin = typeof context.headers.origin === 'string' ? context.headers.origin : null
  const record: SessionRecord = {
    project: { id: projectId, name: origin ? new URL(origin).host : projectId, url: origin, iconUrl: null },
    pci: randomUUID(),
    expiry: body.expiry,
    createdAt: now(),
    permissions: body.permissions,
    policies: body.policies,
    context: null,
    revokedAt: null,
  }
  context.state.sessions.set(key, [...(context.state.sessions.get(key) ?? []), record])
  // The cosigner's own key for this permission set (its private half never leaves the server).
  const cosigner = privateKeyToAccount(generatePrivateKey())
  return json({ pci: record.pci, key: { type: 'secp256k1', publicKey: cosigner.publicKey } })
}

/** The session of `pci` on this account, or the 400 `pci` envelope of the server. */
function find(context: RequestContext, key: string, pci: string): SessionRecord {
  const record = context.state.sessions.get(key)?.find((session) => session.pci === pci)
  if (!record) throw fail(400, 'pci', 'Permission not found')
  if (record.revokedAt !== null) throw fail(400, 'pci', 'Permission is revoked')
  if (record.expiry <= now()) throw fail(400, 'pci', 'Permission is expired')
  return record
}

const activate: Handler = async (context) => {
  const { key } = account(context)
  const body = parseBody(activateBody, await context.readJson())
  find(context, key, body.pci).context = body.context
  return empty(200)
}

const revoke: Handler = async (context) => {
  const { key } = account(context)
  const body = parseBody(revokeBody, await context.readJson())
  find(context, key, body.pci).revokedAt = now()
  // API-FACTS 2.20: the real server answers 200 with an empty body.
  return empty(200)
}

export const sessionRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/v1/sessions/:address', name: 'sessions-list', handler: list },
  { method: 'POST', pattern: '/v1/sessions/:address', name: 'sessions-create', handler: create },
  { method: 'POST', pattern: '/v1/sessions/:address/activate', name: 'sessions-activate', handler: activate },
  { method: 'POST', pattern: '/v1/sessions/:address/revoke', name: 'sessions-revoke', handler: revoke },
]
