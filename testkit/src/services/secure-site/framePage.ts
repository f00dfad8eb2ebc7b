import { readFileSync } from 'node:fs'
import { FRAME_TEXTS } from './frameTexts.js'

/** The frame's script, served as is from `/frame.js`. */
export const FRAME_SCRIPT = readFileSync(new URL('./frame/frame.js', import.meta.url), 'utf8')
export const FRAME_VERSION = 'portico-secure-site/1'

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The page `/sdk` answers: the approval view (hidden until needed) and the frame's script. */
export function framePage(config: { projectId: string; chainId: string; neverReady: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${FRAME_TEXTS.en.pageTitle}</title>
<style>
:root { color-scheme: light; --bg: #fff; --fg: #141414; --muted: #5c5c5c; --accent: #0b57d0; --line: #d9d9d9 }
:root[data-theme='dark'] { color-scheme: dark; --bg: #141414; --fg: #f2f2f2; --muted: #b3b3b3; --accent: #8ab4f8; --line: #3c3c3c }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg); font: 16px/1.4 system-ui, sans-serif }
main { box-sizing: border-box; height: 100%; padding: 24px 20px; display: flex; flex-direction: column; gap: 12px }
h1 { font-size: 20px; margin: 0 }
p { margin: 0; color: var(--muted) }
pre { margin: 0; padding: 12px; border: 1px solid var(--line); border-radius: 12px; white-space: pre-wrap; word-break: break-all; font: 14px/1.4 ui-monospace, monospace; max-height: 40vh; overflow: auto }
.actions { display: flex; gap: 8px; margin-top: auto }
button { flex: 1; min-height: 44px; border-radius: 12px; font: inherit; cursor: pointer; border: 1px solid var(--line); background: transparent; color: var(--fg) }
button#approve { background: var(--accent); border-color: var(--accent); color: var(--bg) }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px }
</style>
</head>
<body>
<main id="approval" hidden aria-labelledby="approval-title">
<h1 id="approval-title">${FRAME_TEXTS.en.approveRequest}</h1>
<p><span id="approval-requested-by">${FRAME_TEXTS.en.requestedBy}</span> <span id="approval-origin"></span></p>
<pre id="approval-details"></pre>
<div class="actions"><button type="button" id="reject">${FRAME_TEXTS.en.reject}</button><button type="button" id="approve">${FRAME_TEXTS.en.approve}</button></div>
</main>
<script id="frame-config" type="application/json">${escapeJson({ ...config, version: FRAME_VERSION, texts: FRAME_TEXTS })}</script>
<script type="module" src="/frame.js"></script>
</body>
</html>`
}
