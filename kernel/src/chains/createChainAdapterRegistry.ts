import { PorticoError } from '../errors/base.js'
import { adapterNeedsNamespace } from '../errors/coreMessages.js'
import { DuplicateRegistrationError, KernelFrozenError } from '../errors/kernel.js'
import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'
import type { ChainNamespace } from '../wallet/types.js'
import type { ChainAdapter, ChainAdapterRegistry } from './types.js'

export class InvalidChainAdapterError extends PorticoError {
  override name = 'InvalidChainAdapterError' as const
}

/** One adapter per namespace, registered by chain plugins in their register phase. */
export function createChainAdapterRegistry(): ChainAdapterRegistry {
  const adapters = new Map<ChainNamespace, { adapter: ChainAdapter; pluginId: string }>()
  let frozen = false
  return {
    register(adapter, pluginId) {
      if (frozen) throw new KernelFrozenError(`a chain adapter`, pluginId)
      if (!adapter || !CHAIN_NAMESPACES.includes(adapter.namespace)) {
        throw new InvalidChainAdapterError(adapterNeedsNamespace, { metaMessages: [`Plugin: ${pluginId}`] })
      }
      const existing = adapters.get(adapter.namespace)
      if (existing)
        throw new DuplicateRegistrationError('Chain adapter', adapter.namespace, existing.pluginId)
      adapters.set(adapter.namespace, { adapter, pluginId })
    },
    get: (namespace) => adapters.get(namespace as ChainNamespace)?.adapter,
    namespaces: () => [...adapters.keys()],
    freeze() {
      frozen = true
    },
  }
}
