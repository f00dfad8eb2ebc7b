// The secure site's frame page: relays the app's requests (frame protocol, API-FACTS 5) to this
// service and shows the approval view for requests that sign or send. It runs in the embedding
// page's frame on the service's own origin, so the app can neither read its storage (the session
// token) nor click its buttons.
const APP_PREFIX = '@w3m-app/'
const FRAME_PREFIX = '@w3m-frame/'
const DEVICE_KEY = 'secure-site.device'
const SESSION_KEY = 'secure-site.session'

const config = JSON.parse(document.getElementById('frame-config')?.textContent ?? '{}')
// The page that embeds us: messages are accepted from it only and posted to it only.
const parentOrigin =
  location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')

function deviceId() {
  let id = localStorage.getItem(DEVICE_KEY)
  if (!id) {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    localStorage.setItem(DEVICE_KEY, id)
  }
  return id
}

function post(type, id, payload) {
  const message = { type: FRAME_PREFIX + type }
  if (id !== undefined) message.id = id
  if (payload !== undefined) message.payload = payload
  window.parent.postMessage(message, parentOrigin)
}

async function call(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-secure-site': '1' },
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (!answer.ok) throw new Error(answer.message || 'An error occurred')
  return answer
}

const approvalView = document.getElementById('approval')
let pendingApproval

function describe(summary) {
  if (
    summary.kind === 'message' ||
    summary.kind === 'solana-message' ||
    summary.kind === 'session-grant' ||
    summary.kind === 'session-revoke'
  )
    return summary.text
  if (summary.kind === 'solana-transaction') {
    const lines = [
      summary.count === 1 ? '1 transaction' : `${summary.count} transactions`,
      `Fee payer: ${summary.feePayer}`,
    ]
    for (const transfer of summary.transfers) lines.push(`Transfer: ${transfer}`)
    return lines.join('\n')
  }
  if (summary.kind === 'typed-data')
    return `${summary.primaryType}${summary.domain ? ` for ${summary.domain}` : ''}`
  if (summary.kind === 'calls')
    return summary.calls.map((call, index) => `Call ${index + 1}\n${transaction(call)}`).join('\n\n')
  return transaction(summary)
}

function transaction(summary) {
  const lines = [`To: ${summary.to ?? '(new contract)'}`, `Value: ${summary.valueWei} wei`]
  if (summary.data && summary.data !== '0x') lines.push(`Data: ${summary.data}`)
  return lines.join('\n')
}

const TITLES = {
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
}

function showApproval(approval) {
  return new Promise((resolve) => {
    pendingApproval = { id: approval.id, resolve }
    document.getElementById('approval-title').textContent = TITLES[approval.method] ?? 'Approve request'
    document.getElementById('approval-origin').textContent = parentOrigin
    document.getElementById('approval-details').textContent = describe(approval.summary)
    approvalView.hidden = false
    document.getElementById('approve').focus()
  })
}

function decide(decision) {
  const pending = pendingApproval
  if (!pending) return
  pendingApproval = undefined
  approvalView.hidden = true
  pending.resolve(decision)
}

document.getElementById('approve').addEventListener('click', () => decide('approve'))
document.getElementById('reject').addEventListener('click', () => decide('reject'))

function applyTheme(payload) {
  if (payload?.themeMode) document.documentElement.dataset.theme = payload.themeMode
}

async function relay(name, payload) {
  const answer = await call('/api/request', {
    type: name,
    payload,
    deviceId: deviceId(),
    token: localStorage.getItem(SESSION_KEY) ?? undefined,
    origin: parentOrigin,
    projectId: config.projectId,
  })
  if (answer.signedOut) localStorage.removeItem(SESSION_KEY)
  if (answer.token) {
    localStorage.setItem(SESSION_KEY, answer.token)
    post('SESSION_UPDATE', undefined, { token: answer.token })
  }
  if (!answer.approval) return answer.payload
  const decision = await showApproval(answer.approval)
  const decided = await call('/api/approval', {
    id: answer.approval.id,
    decision,
    token: localStorage.getItem(SESSION_KEY) ?? undefined,
  })
  return decided.result
}

window.addEventListener('message', (event) => {
  // Only the embedding window, from its own origin, may talk to the wallet.
  if (event.source !== window.parent || event.origin !== parentOrigin) return
  const data = event.data
  if (!data || typeof data.type !== 'string' || !data.type.startsWith(APP_PREFIX)) return
  const name = data.type.slice(APP_PREFIX.length)
  if (name === 'SYNC_THEME') applyTheme(data.payload)
  if (name === 'RPC_ABORT') decide('reject')
  relay(name, data.payload).then(
    (payload) => {
      post(`${name}_SUCCESS`, data.id, payload)
      if (name === 'RELOAD') location.reload()
    },
    (error) => post(`${name}_ERROR`, data.id, { message: error.message || 'An error occurred' }),
  )
})

if (parentOrigin && !config.neverReady) post('READY', undefined, { version: config.version })
