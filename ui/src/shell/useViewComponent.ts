import { PorticoError } from '@portico/kernel'
import { type ComponentType, type LazyExoticComponent, lazy, useCallback } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'

/** A view module whose default export is not a React component. */
export class InvalidViewModuleError extends PorticoError {
  override name = 'InvalidViewModuleError' as const
  constructor(readonly viewId: string) {
    super(`The module of view "${viewId}" has no component as its default export.`)
  }
}

/**
 * The lazy component of a registered view, created once per instance; `forget` drops it so the
 * next render loads the module again (retry after a failed load).
 */
export function useViewComponent(viewId: string): {
  Component: LazyExoticComponent<ComponentType> | undefined
  forget: () => void
} {
  const { portico, viewComponents } = usePorticoContext('useViewComponent')
  let Component = viewComponents.get(viewId)
  const definition = portico.views.get(viewId)
  if (!Component && definition) {
    Component = lazy(async () => {
      const module = await definition.load()
      const candidate = module.default
      const isComponent =
        typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null)
      if (!isComponent) throw new InvalidViewModuleError(viewId)
      return { default: candidate as ComponentType }
    })
    viewComponents.set(viewId, Component)
  }
  const forget = useCallback(() => viewComponents.delete(viewId), [viewComponents, viewId])
  return { Component, forget }
}
