import { escapeHtml } from './http.js'

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const style = `body { margin: 0; font: 16px/1.4 system-ui, sans-serif; background: #fff; color: #141414 }
main { max-width: 420px; margin: 40px auto; padding: 0 20px; display: grid; gap: 12px }
h1 { font-size: 22px; margin: 0 } label { display: grid; gap: 4px; font-weight: 600 }
input { font: inherit; padding: 8px 10px; border: 1px solid #767676; border-radius: 8px }
.actions { display: flex; gap: 8px; margin-top: 12px } button { flex: 1; min-height: 44px; font: inherit; border-radius: 10px; border: 1px solid #767676; background: #fff; color: #141414; cursor: pointer }
button[value=approve] { background: #6a3cc4; border-color: #6a3cc4; color: #fff }`

const shell = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style>${head}</head><body><main>${body}</main></body></html>`

/** The popup's first page (API-FACTS 6 `/loading`), shown until the app points it at the provider. */
export const loadingPage = () =>
  shell('Signing in', '<h1>Signing in…</h1><p role="status">Taking you to the provider.</p>')

/**
 * The provider sent the visitor back here, in the popup: the page hands the result address to the
 * app that opened it, posting to that app's origin only.
 */
export const socialResultPage = (appOrigin: string, resultUri: string) =>
  shell(
    'Signed in',
    `<h1>Almost there</h1><p role="status">You can close this window if it stays open.</p>
<script id="social-result" type="application/json">${escapeJson({ appOrigin, resultUri })}</script>
<script type="module">
const { appOrigin, resultUri } = JSON.parse(document.getElementById('social-result').textContent)
if (window.opener) window.opener.postMessage({ resultUri }, appOrigin)
</script>`,
  )

export const invalidSocialPage = () =>
  shell('Login link not valid', '<h1>Login link not valid</h1><p>This login was finished or is unknown.</p>')

/** The Farcaster app's stand-in: approve or reject the sign-in with a Farcaster user name. */
export const farcasterPage = (channel: string, open: boolean) =>
  open
    ? shell(
        'Sign in with Farcaster',
        `<h1>Sign in with Farcaster</h1><p>An app asks to sign you in with your Farcaster account.</p>
<form method="post" action="/farcaster/sign-in">
<input type="hidden" name="channel" value="${escapeHtml(channel)}">
<label>Farcaster user name <input name="username" value="alice" autocomplete="off"></label>
<div class="actions"><button type="submit" name="decision" value="reject">Reject</button><button type="submit" name="decision" value="approve">Approve</button></div>
</form>`,
      )
    : shell('Link not valid', '<h1>Link not valid</h1><p>This sign-in was answered or has expired.</p>')

export const farcasterDonePage = (approved: boolean) =>
  shell(
    approved ? 'Signed in' : 'Sign-in rejected',
    approved
      ? '<h1>Signed in</h1><p>You can go back to the app.</p>'
      : '<h1>Sign-in rejected</h1><p>The app was not signed in.</p>',
  )
