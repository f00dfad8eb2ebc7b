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

// The approval view's texts: the app's locale (SYNC_DAPP_DATA), else the browser's, else English.
const TEXTS = config.texts ?? {}
let texts = TEXTS.en ?? {}

function text(key, values = {}) {
  const template = texts[key] ?? TEXTS.en?.[key] ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole))
}

function setLocale(locales) {
  const found = locales.map((locale) => String(locale).toLowerCase().split('-')[0]).find((l) => TEXTS[l])
  texts = TEXTS[found ?? 'en'] ?? {}
  document.documentElement.lang = found ?? 'en'
  document.title = text('pageTitle')
  document.getElementById('approval-requested-by').textContent = text('requestedBy')
  document.getElementById('approve').textContent = text('approve')
  document.getElementById('reject').textContent = text('reject')
  if (shownApproval) renderApproval(shownApproval)
}

const approvalView = document.getElementById('approval')
let pendingApproval
let shownApproval

function describe(summary) {
  if (summary.kind === 'message' || summary.kind === 'solana-message') return summary.text
  if (summary.kind === 'session-revoke') return text('sessionRevoke')
  if (summary.kind === 'session-grant')
    return [
      text('sessionAllowance', { amount: summary.amount, period: summary.period }),
      text('sessionUntil', { date: summary.until }),
      summary.keys === 1 ? text('oneSessionKey') : text('sessionKeys', { count: summary.keys }),
    ].join('\n')
  if (summary.kind === 'solana-transaction') {
    const lines = [
      summary.count === 1 ? text('oneTransaction') : text('transactions', { count: summary.count }),
      text('feePayer', { address: summary.feePayer }),
    ]
    for (const transfer of summary.transfers) lines.push(text('transfer', { transfer }))
    return lines.join('\n')
  }
  if (summary.kind === 'typed-data')
    return summary.domain
      ? text('typedDataFor', { type: summary.primaryType, domain: summary.domain })
      : summary.primaryType
  if (summary.kind === 'calls')
    return summary.calls
      .map((call, index) => `${text('call', { index: index + 1 })}\n${transaction(call)}`)
      .join('\n\n')
  return transaction(summary)
}

function transaction(summary) {
  const lines = [
    text('to', { address: summary.to ?? text('newContract') }),
    text('value', { wei: summary.valueWei }),
  ]
  if (summary.data && summary.data !== '0x') lines.push(text('data', { data: summary.data }))
  return lines.join('\n')
}

function renderApproval(approval) {
  document.getElementById('approval-title').textContent = texts[approval.method]
    ? text(approval.method)
    : text('approveRequest')
  document.getElementById('approval-origin').textContent = parentOrigin
  document.getElementById('approval-details').textContent = describe(approval.summary)
}

function showApproval(approval) {
  return new Promise((resolve) => {
    pendingApproval = { id: approval.id, resolve }
    shownApproval = approval
    renderApproval(approval)
    approvalView.hidden = false
    document.getElementById('approve').focus()
  })
}

function decide(decision) {
  const pending = pendingApproval
  if (!pending) return
  pendingApproval = undefined
  shownApproval = undefined
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
  if (name === 'SYNC_DAPP_DATA' && typeof data.payload?.locale === 'string')
    setLocale([data.payload.locale, ...navigator.languages])
  if (name === 'RPC_ABORT') decide('reject')
  relay(name, data.payload).then(
    (payload) => {
      post(`${name}_SUCCESS`, data.id, payload)
      if (name === 'RELOAD') location.reload()
    },
    (error) => post(`${name}_ERROR`, data.id, { message: error.message || 'An error occurred' }),
  )
})

setLocale(navigator.languages ?? [navigator.language])

if (parentOrigin && !config.neverReady) post('READY', undefined, { version: config.version })
