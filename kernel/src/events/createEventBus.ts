import { EventEmitter } from 'eventemitter3'

/**
 * The events of one kernel. Plugins add theirs by declaration merging:
 *
 * @example
 * declare module '@portico/kernel' {
 *   interface PorticoEvents { 'send:success': { hash: string } }
 * }
 *
 * Names are `<owner>:<event>`; `undefined` means the event carries no payload.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface PorticoEvents {}

export type EventName = keyof PorticoEvents & string

export type EventListener<TName extends EventName> = (payload: PorticoEvents[TName]) => void

export type EventBus = {
  /** Subscribes and returns the unsubscribe function. */
  on<TName extends EventName>(name: TName, listener: EventListener<TName>): () => void
  once<TName extends EventName>(name: TName, listener: EventListener<TName>): () => void
  /** Every event, for forwarders such as analytics. */
  onAny(listener: (name: EventName, payload: unknown) => void): () => void
  emit<TName extends EventName>(
    name: TName,
    ...payload: PorticoEvents[TName] extends undefined ? [] : [PorticoEvents[TName]]
  ): void
  listenerCount(name: EventName): number
  clear(): void
}

export type CreateEventBusParameters = {
  /** Called when a listener throws; the other listeners still run. */
  onListenerError?: (error: unknown, name: string) => void
}

/** One typed emitter per kernel instance. */
export function createEventBus({ onListenerError }: CreateEventBusParameters = {}): EventBus {
  const emitter = new EventEmitter()
  const anyListeners = new Set<(name: EventName, payload: unknown) => void>()

  const guard =
    <T>(name: string, listener: (payload: T) => void) =>
    (payload: T) => {
      try {
        listener(payload)
      } catch (error) {
        onListenerError?.(error, name)
      }
    }

  return {
    on(name, listener) {
      const wrapped = guard(name, listener)
      emitter.on(name, wrapped)
      return () => void emitter.off(name, wrapped)
    },
    once(name, listener) {
      const wrapped = guard(name, listener)
      emitter.once(name, wrapped)
      return () => void emitter.off(name, wrapped)
    },
    onAny(listener) {
      anyListeners.add(listener)
      return () => void anyListeners.delete(listener)
    },
    emit(name, ...payload) {
      emitter.emit(name, payload[0])
      for (const listener of [...anyListeners]) guard(name, (p: unknown) => listener(name, p))(payload[0])
    },
    listenerCount(name) {
      return emitter.listenerCount(name)
    },
    clear() {
      emitter.removeAllListeners()
      anyListeners.clear()
    },
  }
}
