import type { InboxMessage } from './inbox.js'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The playground's inbox page: every mail the service sent, newest first; reloads every 2 s. */
export function inboxPage(messages: readonly InboxMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map((m) => {
      const body = m.code
        ? `<p>Code: <strong>${escapeHtml(m.code)}</strong></p>`
        : m.link
          ? `<p><a href="${escapeHtml(m.link)}">Approve this device</a></p>`
          : ''
      return `<li><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} at ${new Date(m.sentAt).toISOString()}</p>${body}</li>`
    })
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Local inbox</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:24px;max-width:640px}li{list-style:none;border-bottom:1px solid #ccc;padding:8px 0}h2{font-size:18px;margin:0}</style>
</head><body><main><h1>Local inbox</h1>${rows ? `<ul>${rows}</ul>` : '<p>No mail yet.</p>'}</main></body></html>`
}
