import { type Hex, isAddress, isAddressEqual } from 'viem'
import { z } from 'zod'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { sdkParams } from '../cors'
import { fail, json, parseBody, parseQuery, ReplyError } from '../http'
import { NAME_ZONES, type NameRecord } from '../profile/state'
import { assertSignature } from '../signatures'

// Account names of the Blockchain API (API-FACTS 2.12-2.15): registration checked like the real
// server (format, zone, coin type, taken, timestamp, attributes, signature), lookups served from
// what was registered. `projectId` is not read by these routes.

const LABEL = /^[a-z0-9-]+$/
const MAX_CLOCK_SKEW_S = 10
const MAINNET_COIN_TYPE = 60

const lookupQuery = z.looseObject({
  ...sdkParams,
  apiVersion: z.string().optional(),
  sender: z.string().optional(),
})
const suggestionsQuery = z.looseObject({ ...sdkParams, zone: z.string().optional() })

/** `label.zone` with exactly three parts, an allowed zone, `[a-z0-9.-]` and a label of 3 to 64. */
function checkFullName(name: string): void {
  const parts = name.split('.')
  if (!/^[a-z0-9.-]+$/.test(name)) throw fail(400, 'name', 'Name contains invalid characters')
  if (parts.length !== 3) throw fail(400, 'name', 'Name must be a label and a zone')
  if (!(NAME_ZONES as readonly string[]).includes(`${parts[1]}.${parts[2]}`))
    throw fail(400, 'name', 'Name zone is not allowed')
  checkLabel(parts[0] ?? '')
}

function checkLabel(label: string): void {
  if (label.length < 3 || label.length > 64) throw fail(400, 'name', 'Invalid name length')
  if (!LABEL.test(label)) throw fail(400, 'name', 'Name contains invalid characters')
}

const isV2 = (context: RequestContext) => parseQuery(lookupQuery, context.query).apiVersion === '2'

const account: Handler = (context) => {
  const v2 = isV2(context)
  const name = context.params.name!
  checkFullName(name)
  const record = context.state.names.get(name)
  if (record) return json(record)
  // Version 2 answers "not found" with an empty list (API-FACTS 2.12).
  if (v2) return json([])
  throw fail(404, 'name', 'Name is not registered')
}

const reverse: Handler = (context) => {
  const v2 = isV2(context)
  const address = context.params.address!
  if (!isAddress(address, { strict: false })) throw fail(400, 'address', 'The address provided is invalid')
  const records = [...context.state.names.values()].filter((record) =>
    Object.values(record.addresses).some((entry) => isAddressEqual(entry.address as Hex, address)),
  )
  if (records.length || v2) return json(records)
  throw fail(404, 'address', 'No name registered for this address')
}

/** Completions offered besides the exact name, when free. */
const COMPLETIONS = ['-eth', '-web3', '-dao', '-onchain', '-wallet', '-01', '-hq']

const suggestions: Handler = (context) => {
  const query = parseQuery(suggestionsQuery, context.query)
  const zone = query.zone ?? NAME_ZONES[0]
  if (!(NAME_ZONES as readonly string[]).includes(zone)) throw fail(400, 'zone', 'Name zone is not allowed')
  const label = context.params.name!
  checkLabel(label)
  const taken = (name: string) => context.state.names.has(name)
  const exact = `${label}.${zone}`
  const free = COMPLETIONS.map((suffix) => `${label}${suffix}.${zone}`)
    .filter((name) => name.split('.')[0]!.length <= 64 && !taken(name))
    .slice(0, 4)
  return json({
    suggestions: [
      { name: exact, registered: taken(exact) },
      ...free.map((name) => ({ name, registered: false })),
    ],
  })
}

const registerBody = z.object({
  message: z.string(),
  signature: z.string(),
  coin_type: z.number().int().nonnegative(),
  address: z.string(),
})
const registerMessage = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int(),
})

/** The EVM chain of an ENSIP-11 coin type: 60 is mainnet, `0x80000000 | chainId` any other. */
function chainOfCoinType(context: RequestContext, coinType: number) {
  const chainId =
    coinType === MAINNET_COIN_TYPE ? 1 : coinType >= 0x80000000 ? coinType - 0x80000000 : undefined
  const caip2 = `eip155:${chainId}`
  if (chainId === undefined || !context.state.chains.supported.includes(caip2))
    throw fail(400, 'coin_type', 'Unsupported coin type')
  return context.state.chains.resolve(caip2)
}

const register: Handler = async (context) => {
  const body = parseBody(registerBody, await context.readJson())
  let message: z.infer<typeof registerMessage>
  try {
    message = registerMessage.parse(JSON.parse(body.message))
  } catch (error) {
    throw new ReplyError({
      status: 422,
      headers: { 'content-type': 'application/json' },
      body: {
        status: 'FAILED',
        reasons: [{ field: '', description: `Deserialization error: ${String(error)}` }],
      },
    })
  }
  checkFullName(message.name)
  const chain = chainOfCoinType(context, body.coin_type)
  if (context.state.names.has(message.name)) throw fail(400, 'name', 'Name is already registered')
  if (Math.abs(Math.floor(Date.now() / 1000) - message.timestamp) > MAX_CLOCK_SKEW_S)
    throw fail(400, 'timestamp', 'Timestamp is too old')
  const attributes = message.attributes ?? {}
  for (const [key, value] of Object.entries(attributes)) {
    if (key !== 'bio' || value.length > 255 || !/^[\p{L}\p{N}\p{P}\p{Zs}]*$/u.test(value))
      throw fail(400, 'attributes', 'Only a bio of at most 255 plain characters is allowed')
  }
  await assertSignature(chain, body)
  const now = new Date().toISOString()
  const entry = { address: body.address, created_at: now }
  const record: NameRecord = {
    name: message.name,
    registered_at: now,
    updated_at: now,
    attributes: Object.keys(attributes).length ? attributes : null,
    // Mainnet is always added beside the coin type given (API-FACTS 2.15).
    addresses: { [String(body.coin_type)]: entry, [String(MAINNET_COIN_TYPE)]: entry },
  }
  context.state.names.set(message.name, record)
  return json(record)
}

export const profileRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/v1/profile/account/:name', name: 'profile-account', handler: account },
  { method: 'GET', pattern: '/v1/profile/reverse/:address', name: 'profile-reverse', handler: reverse },
  {
    method: 'GET',
    pattern: '/v1/profile/suggestions/:name',
    name: 'profile-suggestions',
    handler: suggestions,
  },
  { method: 'POST', pattern: '/v1/profile/account', name: 'profile-register', handler: register },
]
