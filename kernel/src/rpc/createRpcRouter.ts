import { DuplicateRegistrationError, KernelFrozenError } from '../errors/kernel.js'

export type RpcRequest = { namespace: string; method: string; params?: unknown; chainId?: string }

/** Handles one (namespace, method); `resolve` reaches the kernel's services (e.g. `coreTokens.portico`). */
export type RpcHandler = (request: RpcRequest, context: RpcContext) => Promise<unknown> | unknown
export type RpcContext = { resolve<T>(token: Token<T>): T }

import type { Token } from '../di/token.js'

export type RpcRouter = {
  handle(namespace: string, method: string, handler: RpcHandler, pluginId: string): void
  /** Routes a request to the handler registered for (namespace, method); none ⇒ EIP-1193 4200. */
  request(request: RpcRequest, context: RpcContext): Promise<unknown>
  has(namespace: string, method: string): boolean
  freeze(): void
  /** Accepts registrations again, for a batch of deferred plugin parts (then `freeze()`). */
  open(): void
}

/** RPC handlers keyed by (namespace, method); a method nobody registered is unsupported. */
export function createRpcRouter(): RpcRouter {
  const handlers = new Map<string, { handler: RpcHandler; pluginId: string }>()
  let frozen = false
  const key = (namespace: string, method: string) => `${namespace} ${method}`
  return {
    handle(namespace, method, handler, pluginId) {
      if (frozen) throw new KernelFrozenError(`an RPC handler for ${namespace} ${method}`, pluginId)
      const existing = handlers.get(key(namespace, method))
      if (existing)
        throw new DuplicateRegistrationError('RPC handler', `${namespace} ${method}`, existing.pluginId)
      handlers.set(key(namespace, method), { handler, pluginId })
    },
    async request(request, context) {
      const entry = handlers.get(key(request.namespace, request.method))
      if (!entry) {
        // The code table behind this error loads only when a method is really missing.
        const { UnsupportedProviderMethodError } = await import('../errors/rpc.js')
        throw new UnsupportedProviderMethodError(request.namespace, request.method)
      }
      return entry.handler(request, context)
    },
    has: (namespace, method) => handlers.has(key(namespace, method)),
    freeze() {
      frozen = true
    },
    open() {
      frozen = false
    },
  }
}
