import type { Portico } from '@portico/kernel'
import { usePorticoContext } from '../context/usePorticoContext.js'

/**
 * The Portico instance of the nearest `<PorticoProvider>`.
 *
 * @example
 * const portico = usePortico()
 * await portico.request({ namespace: 'eip155', method: 'personal_sign', params })
 */
export function usePortico(): Portico {
  return usePorticoContext('usePortico').portico
}
