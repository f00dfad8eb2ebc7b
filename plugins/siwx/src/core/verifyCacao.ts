import { isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Cacao, SIWXSession } from '../types.js'
import { SiwxVerificationError } from './errors.js'
import { cacaoDoesNotMatch } from './messages.js'

const RECAP_PREFIX = 'urn:recap:'
const RECAP_SENTENCE = 'I further authorize the stated URI to perform the following actions on my behalf:'

/**
 * Holds a session carrying a CAIP-74 cacao (WalletConnect's one-step authentication) to it: the
 * cacao's issuer is the session's account and network, its signature is the session's, and every
 * field of its payload is what the signed text states (the text is then verified like any eip155
 * sign-in, so the signature is checked over exactly this payload). When the payload carries a ReCap
 * (`urn:recap:` resource), the wallet's text adds the ReCap sentence after the statement.
 *
 * @throws {SiwxVerificationError} naming the first part that differs.
 */
export function checkCacao(session: SIWXSession & { cacao: Cacao }): void {
  const { cacao, data, message, signature } = session
  const { p } = cacao
  const issuer = p.iss.split(':')
  const address = issuer.slice(4).join(':')
  const chainId = issuer.slice(2, 4).join(':')
  if (chainId !== data.chainId) throw new SiwxVerificationError(cacaoDoesNotMatch('network'))
  if (
    !/^0x[0-9a-fA-F]{40}$/.test(address) ||
    !/^0x[0-9a-fA-F]{40}$/.test(data.accountAddress) ||
    !isAddressEqual(address as `0x${string}`, data.accountAddress as `0x${string}`)
  )
    throw new SiwxVerificationError(cacaoDoesNotMatch('account'))
  if (cacao.s.s !== signature) throw new SiwxVerificationError(cacaoDoesNotMatch('signature'))
  const fields = parseSiweMessage(message)
  const same = (a: string | undefined, b: string | undefined) => (a ?? '') === (b ?? '')
  const iso = (value: Date | undefined) => value?.toISOString()
  const isoOf = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined)
  const checks: Array<[string, boolean]> = [
    ['domain', p.domain === data.domain && fields.domain === p.domain],
    ['URI', p.aud === data.uri && fields.uri === p.aud],
    ['nonce', p.nonce === data.nonce && fields.nonce === p.nonce],
    ['version', same(p.version ?? '1', fields.version)],
    ['issue time', same(isoOf(p.iat), iso(fields.issuedAt)) && same(p.iat, data.issuedAt)],
    ['expiration time', same(isoOf(p.exp), iso(fields.expirationTime)) && same(p.exp, data.expirationTime)],
    ['start time', same(isoOf(p.nbf), iso(fields.notBefore)) && same(p.nbf, data.notBefore)],
    ['request id', same(p.requestId, fields.requestId) && same(p.requestId, data.requestId)],
    ['resources', (p.resources ?? []).join('\n') === (fields.resources ?? []).join('\n')],
    ['statement', statementMatches(p, fields.statement) && same(p.statement, data.statement)],
  ]
  const differing = checks.find(([, ok]) => !ok)
  if (differing) throw new SiwxVerificationError(cacaoDoesNotMatch(differing[0]))
}

/**
 * The text's statement is the payload's; with a ReCap granted, it carries the ReCap sentence, either
 * already in the payload's statement (wallets rewrite it) or added after it by the formatter.
 */
function statementMatches(p: Cacao['p'], signed: string | undefined): boolean {
  const statement = p.statement ?? ''
  const text = signed ?? ''
  const recap = (p.resources ?? []).some((resource) => resource.startsWith(RECAP_PREFIX))
  if (!recap) return statement === text
  if (text.includes('\n') || !text.includes(RECAP_SENTENCE)) return false
  return text === statement || text.startsWith(statement ? `${statement} ${RECAP_SENTENCE}` : RECAP_SENTENCE)
}
