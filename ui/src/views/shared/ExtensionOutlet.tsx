import { type LoadOnce, loadOnce, type Portico, type ViewLoader } from '@portico/kernel'
import { Component, type ComponentType, type ReactNode, useEffect } from 'react'
import { useLoadOnce } from '../../hooks/useLoadOnce.js'
import { Spinner } from '../../primitives/Spinner.js'
import { instanceValue } from './instanceCache.js'

/**
 * The component of a plugin contribution, loaded once per kernel and loader, so re-rendering (or
 * revisiting the view) shows a module that already loaded at once. A failed load is tried again.
 */
export function contributionModule(portico: Portico, load: ViewLoader): LoadOnce<ComponentType> {
  const cache = instanceValue(
    portico,
    'views.contributions',
    () => new WeakMap<ViewLoader, LoadOnce<ComponentType>>(),
  )
  let module = cache.get(load)
  if (!module) {
    module = loadOnce(async () => (await load()).default as ComponentType)
    cache.set(load, module)
  }
  return module
}

type BoundaryProps = { fallback: ReactNode; onError: (error: unknown) => void; children: ReactNode }

/** Keeps one broken plugin section from taking the whole view down. */
class ContributionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export type ExtensionOutletProps = {
  portico: Portico
  load: ViewLoader
  /** Shown when the contribution fails to load or render. */
  errorFallback: ReactNode
  loadingLabel: string
}

/**
 * Renders a plugin's lazily loaded component with a loading state and an error boundary, without
 * Suspense (React would hold the revealed content back 300 ms after a fallback).
 */
export function ExtensionOutlet({ portico, load, errorFallback, loadingLabel }: ExtensionOutletProps) {
  const { value: Contribution, failed, error } = useLoadOnce(contributionModule(portico, load))
  const report = (reason: unknown) =>
    portico.events.emit('kernel:error', { error: reason, source: 'ui.views' })
  useEffect(() => {
    if (failed) portico.events.emit('kernel:error', { error, source: 'ui.views' })
  }, [portico, failed, error])
  if (failed) return errorFallback
  if (!Contribution) return <Spinner label={loadingLabel} />
  return (
    <ContributionBoundary fallback={errorFallback} onError={report}>
      <Contribution />
    </ContributionBoundary>
  )
}
