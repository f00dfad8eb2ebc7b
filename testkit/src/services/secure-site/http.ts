import type { IncomingMessage } from 'node:http'

/** A request body as text (at most 1 MB; more reads as empty). */
export async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 1_000_000) return ''
  }
  return text
}

/** Text safe to put into HTML (element content and quoted attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
