import type { SIWXMessageData } from '../types.js'

/**
 * The text a wallet signs for a sign-in (CAIP-122). On eip155 it is exactly EIP-4361's: the header
 * says "Ethereum account", the chain id is the bare number and, without a statement, two empty
 * lines separate the address from the URI, as the ABNF has it (wallets parse and check this text,
 * so it follows the standard rather than AppKit's variant, which keeps one line and the CAIP-2 id).
 * Other namespaces use the CAIP-122 generalisation: the network's name in the header and the full
 * CAIP-2 id (API-FACTS 7.2). Optional fields appear only when set, in the standard's order.
 *
 * @example
 * formatMessage({ domain: 'example.com', accountAddress: '0xC02a…', chainId: 'eip155:1', uri: 'https://example.com/login',
 *   version: '1', nonce: '32891757', issuedAt: '2021-09-30T16:25:24.000Z' })
 */
export function formatMessage(data: SIWXMessageData, networkName?: string): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const isEvm = namespace === 'eip155'
  const accountKind = isEvm ? 'Ethereum' : (networkName ?? namespaceName(namespace))
  const lines = [
    `${data.domain} wants you to sign in with your ${accountKind} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement)
  lines.push('', `URI: ${data.uri}`, `Version: ${data.version}`)
  lines.push(`Chain ID: ${isEvm ? reference : data.chainId}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The header's account kind when the network has no display name (API-FACTS 7.2). */
function namespaceName(namespace: string): string {
  return NAMESPACE_NAMES[namespace] ?? namespace
}
