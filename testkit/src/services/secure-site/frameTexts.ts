/**
 * The frame page's own texts (its approval view), per locale. The frame shows the app's locale
 * (`locale` in SYNC_DAPP_DATA, a Portico addition the hosted site ignores), else the browser's,
 * else English. `{name}` is replaced.
 */
const en = {
  pageTitle: 'Embedded wallet',
  approveRequest: 'Approve request',
  requestedBy: 'Requested by',
  approve: 'Approve',
  reject: 'Reject',
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Approve transaction',
  wallet_sendCalls: 'Approve calls',
  wallet_grantPermissions: 'Grant session',
  wallet_revokePermissions: 'Revoke session',
  solana_signMessage: 'Sign message',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Approve transaction',
  oneTransaction: '1 transaction',
  transactions: '{count} transactions',
  feePayer: 'Fee payer: {address}',
  transfer: 'Transfer: {transfer}',
  typedDataFor: '{type} for {domain}',
  call: 'Call {index}',
  to: 'To: {address}',
  newContract: '(new contract)',
  value: 'Value: {wei} wei',
  data: 'Data: {data}',
  sessionAllowance: 'Spend up to {amount} ETH every {period} seconds',
  sessionUntil: 'Until {date}',
  oneSessionKey: '1 session key',
  sessionKeys: '{count} session keys',
  sessionRevoke: 'Revoke the session: its keys can no longer spend',
}

const de: Record<keyof typeof en, string> = {
  pageTitle: 'Eingebettete Wallet',
  approveRequest: 'Anfrage bestätigen',
  requestedBy: 'Angefragt von',
  approve: 'Bestätigen',
  reject: 'Ablehnen',
  personal_sign: 'Nachricht signieren',
  eth_signTypedData_v4: 'Typisierte Daten signieren',
  eth_sendTransaction: 'Transaktion bestätigen',
  wallet_sendCalls: 'Aufrufe bestätigen',
  wallet_grantPermissions: 'Sitzung erteilen',
  wallet_revokePermissions: 'Sitzung widerrufen',
  solana_signMessage: 'Nachricht signieren',
  solana_signTransaction: 'Transaktion signieren',
  solana_signAllTransactions: 'Transaktionen signieren',
  solana_signAndSendTransaction: 'Transaktion bestätigen',
  oneTransaction: '1 Transaktion',
  transactions: '{count} Transaktionen',
  feePayer: 'Gebührenzahler: {address}',
  transfer: 'Überweisung: {transfer}',
  typedDataFor: '{type} für {domain}',
  call: 'Aufruf {index}',
  to: 'An: {address}',
  newContract: '(neuer Vertrag)',
  value: 'Betrag: {wei} wei',
  data: 'Daten: {data}',
  sessionAllowance: 'Bis zu {amount} ETH alle {period} Sekunden ausgeben',
  sessionUntil: 'Bis {date}',
  oneSessionKey: '1 Sitzungsschlüssel',
  sessionKeys: '{count} Sitzungsschlüssel',
  sessionRevoke: 'Sitzung widerrufen: ihre Schlüssel können nichts mehr ausgeben',
}

export const FRAME_TEXTS = { en, de }

export type FrameTextKey = keyof typeof en

/** An English frame text with its `{name}` parts filled (the summaries' plain-text form). */
export function frameText(key: FrameTextKey, values: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
