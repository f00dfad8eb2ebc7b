/** A JSON-RPC error answer (the node's or the bundler's message, its code when it sent one). */
export class JsonRpcError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    /** The HTTP status when the server did not answer JSON-RPC at all. */
    readonly httpStatus?: number,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/**
 * One JSON-RPC call over HTTP (a node or a bundler). A non-OK HTTP answer throws with its status;
 * an error answer throws its message as is.
 */
export async function jsonRpc<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new JsonRpcError(`HTTP status code: ${response.status}`, undefined, response.status)
  const body = (await response.json()) as { result?: T; error?: { message?: string; code?: number } }
  if (body.error) throw new JsonRpcError(body.error.message ?? `${method} failed`, body.error.code)
  return body.result as T
}
