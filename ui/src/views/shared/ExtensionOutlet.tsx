import type { Portico, ViewLoader } from '@portico/kernel'
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react'
import { Spinner } from '../../primitives/Spinner.js'
import { instanceValue } from './instanceCache.js'

/**
 * The lazy component of a plugin contribution. Cached per kernel and loader, so re-rendering (or
 * revisiting the view) never re-suspends on a module that already loaded.
 */
export function lazyContribution(portico: Portico, load: ViewLoader): LazyExoticComponent<ComponentType> {
  const cache = instanceValue(
    portico,
    'views.lazyContributions',
    () => new WeakMap<ViewLoader, LazyExoticComponent<ComponentType>>(),
  )
  let component = cache.get(load)
  if (!component) {
    component = lazy(async () => ({ default: (await load()).default as ComponentType }))
    cache.set(load, component)
  }
  return component
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

/** Renders a plugin's lazily loaded component with a loading state and an error boundary. */
export function ExtensionOutlet({ portico, load, errorFallback, loadingLabel }: ExtensionOutletProps) {
  const Contribution = lazyContribution(portico, load)
  return (
    <ContributionBoundary
      fallback={errorFallback}
      onError={(error) => portico.events.emit('kernel:error', { error, source: 'ui.views' })}
    >
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <Contribution />
      </Suspense>
    </ContributionBoundary>
  )
}
