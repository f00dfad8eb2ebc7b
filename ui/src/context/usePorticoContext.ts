import { use } from 'react'
import { PorticoProviderMissingError } from './errors.js'
import { PorticoContext, type PorticoContextValue } from './PorticoContext.js'

/** The provider's value; throws a named error outside `<PorticoProvider>`. */
export function usePorticoContext(hook = 'usePortico'): PorticoContextValue {
  const value = use(PorticoContext)
  if (!value) throw new PorticoProviderMissingError(hook)
  return value
}
