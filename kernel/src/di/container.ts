import { TokenNotRegisteredError } from '../errors/kernel.js'
import { type Token, tokenName } from './token.js'

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
  /** Disposes the instances this container constructed from classes (those with a `dispose()`). */
  dispose(): Promise<void>
}

/**
 * Where `@inject(token)` writes a constructor's parameter tokens: on the class itself, under a
 * registry symbol, so two copies of the kernel on one page read the same marks and no module holds
 * state.
 */
const PARAMETERS = Symbol.for('@portico/kernel/inject')

type Decorated = { [PARAMETERS]?: Array<Token<unknown>> }

/**
 * Marks a constructor parameter with the token it resolves to (TypeScript's parameter decorators,
 * `experimentalDecorators`). Every parameter of an injected class needs one: no decorator metadata
 * is read.
 *
 * @example
 * @injectable()
 * class StampService {
 *   constructor(@inject(clockToken) private readonly clock: Clock) {}
 * }
 */
export function inject(token: Token<unknown>) {
  return (target: object, _property: string | symbol | undefined, index: number): void => {
    const decorated = target as Decorated
    const tokens = Object.hasOwn(decorated, PARAMETERS)
      ? (decorated[PARAMETERS] as Array<Token<unknown>>)
      : []
    tokens[index] = token
    decorated[PARAMETERS] = tokens
  }
}

/** Marks a class the container may construct (its parameters carry `@inject(token)`). */
export function injectable() {
  return <TClass extends abstract new (...args: never[]) => unknown>(target: TClass): TClass => target
}

/**
 * A kernel's service container: registrations in a Map, a child falling back to its parent, so
 * two kernels on one page share no service.
 */
export function createServiceContainer(): ServiceContainer {
  return createContainer(undefined)
}

type Registration = { get(): unknown }

function createContainer(parent: Registrations | undefined): ServiceContainer {
  const own: Registrations = { map: new Map(), parent }
  const constructed = new Set<{ dispose(): unknown }>()
  const self: ServiceContainer = {
    resolve(token) {
      const registration = lookup(own, token)
      if (!registration) throw new TokenNotRegisteredError(tokenName(token))
      return registration.get() as never
    },
    tryResolve(token) {
      return lookup(own, token)?.get() as never
    },
    provide(token, factory, resolver = self) {
      own.map.set(
        token,
        once(() => factory(resolver)),
      )
    },
    provideValue(token, value) {
      own.map.set(token, { get: () => value })
    },
    provideClass(token, implementation) {
      own.map.set(
        token,
        once(() => self.construct(implementation)),
      )
    },
    construct(implementation) {
      const tokens = (implementation as Decorated)[PARAMETERS] ?? []
      if (tokens.length < implementation.length || tokens.some((token) => token === undefined)) {
        throw new TypeError(
          `${implementation.name || 'A class'} needs @inject(token) on every constructor parameter`,
        )
      }
      const instance = new implementation(...(tokens.map((token) => self.resolve(token)) as never[]))
      const disposable = instance as { dispose?: unknown }
      if (typeof disposable?.dispose === 'function') constructed.add(disposable as { dispose(): unknown })
      return instance
    },
    has(token) {
      return lookup(own, token) !== undefined
    },
    child() {
      return createContainer(own)
    },
    async dispose() {
      const instances = [...constructed]
      constructed.clear()
      await Promise.all(instances.map((instance) => instance.dispose()))
    },
  }
  return self
}

type Registrations = { map: Map<Token<unknown>, Registration>; parent: Registrations | undefined }

function lookup(registrations: Registrations, token: Token<unknown>): Registration | undefined {
  for (let at: Registrations | undefined = registrations; at; at = at.parent) {
    const registration = at.map.get(token)
    if (registration) return registration
  }
  return undefined
}

/** A registration whose value is made on the first `get()` and kept. */
function once(make: () => unknown): Registration {
  let made = false
  let value: unknown
  return {
    get() {
      if (!made) {
        value = make()
        made = true
      }
      return value
    },
  }
}
