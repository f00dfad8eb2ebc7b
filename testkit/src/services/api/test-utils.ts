/** Small HTTP helpers shared by the emulator's tests. */

export type Fetched = { status: number; headers: Headers; text: string; json: () => unknown }

export async function request(url: string, init?: RequestInit): Promise<Fetched> {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
}

export async function getJson<T = unknown>(url: string, init?: RequestInit): Promise<T> {
  const response = await request(url, init)
  if (response.status !== 200) throw new Error(`GET ${url} -> ${response.status}: ${response.text}`)
  return response.json() as T
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Fetched> {
  return request(url, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  })
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
