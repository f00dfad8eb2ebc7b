import './reflect.js'
// `#tsyringe` (package.json "imports"): browsers get tsyringe's ES2015 build, which its package
// publishes but bundlers do not pick (they take the ES5 `module` build, with tslib's generator
// helpers): 1.3 KiB gzip less before the first paint. Node gets the package's own entry.
import { type DependencyContainer, instanceCachingFactory, container as rootContainer } from '#tsyringe'
import { TokenNotRegisteredError } from '../errors/kernel.js'
import { type Token, tokenName } from './token.js'

export { inject, injectable } from '#tsyringe'

/** What a factory receives: resolve further services from the container it was registered in. */
export type ServiceResolver = {
  resolve<T>(token: Token<T>): T
  tryResolve<T>(token: Token<T>): T | undefined
}

export type ServiceFactory<T> = (resolver: ServiceResolver) => T

export type ServiceContainer = ServiceResolver & {
  /**
   * Registers a factory; its instance is created once, on first resolve. The factory resolves its
   * own dependencies through `resolver` (default: this container).
   */
  provide<T>(token: Token<T>, factory: ServiceFactory<T>, resolver?: ServiceResolver): void
  /** Registers a ready value. */
  provideValue<T>(token: Token<T>, value: T): void
  /** Registers a class decorated with `@injectable()` and `@inject(token)` on every parameter. */
  provideClass<T>(token: Token<T>, implementation: new (...args: never[]) => T): void
  /** Builds an instance of a decorated class, resolving its `@inject(token)` parameters here. */
  construct<T>(implementation: new (...args: never[]) => T): T
  has(token: Token<unknown>): boolean
  child(): ServiceContainer
  dispose(): Promise<void>
}

/**
 * A kernel's service container: a child of tsyringe's root container, which is never written, so
 * two kernels on one page share no service.
 */
export function createServiceContainer(parent?: DependencyContainer): ServiceContainer {
  return wrap((parent ?? rootContainer).createChildContainer())
}

function wrap(inner: DependencyContainer): ServiceContainer {
  const self: ServiceContainer = {
    resolve(token) {
      if (!inner.isRegistered(token, true)) throw new TokenNotRegisteredError(tokenName(token))
      return inner.resolve(token)
    },
    tryResolve(token) {
      return inner.isRegistered(token, true) ? inner.resolve(token) : undefined
    },
    provide(token, factory, resolver = self) {
      inner.register(token, { useFactory: instanceCachingFactory(() => factory(resolver)) })
    },
    provideValue(token, value) {
      inner.register(token, { useValue: value })
    },
    provideClass(token, implementation) {
      // Built once; its @inject(token) parameters resolve from this container.
      inner.register(token, { useFactory: instanceCachingFactory(() => self.construct(implementation)) })
    },
    construct(implementation) {
      return inner.resolve(implementation as unknown as new (...args: unknown[]) => never)
    },
    has(token) {
      return inner.isRegistered(token, true)
    },
    child() {
      return wrap(inner.createChildContainer())
    },
    dispose() {
      return Promise.resolve(inner.dispose())
    },
  }
  return self
}
