import type { Portico } from './createPortico.js'
import { createToken } from './di/token.js'
import type { EventBus } from './events/createEventBus.js'
import type { Logger } from './log/createLogger.js'

/**
 * Services every kernel provides, so a plugin's factories and decorated classes can depend on the
 * running kernel: `ctx.services.provide(token, (r) => new Greeter(r.resolve(coreTokens.events)))`.
 */
export const coreTokens = {
  portico: createToken<Portico>('kernel.portico'),
  events: createToken<EventBus>('kernel.events'),
  log: createToken<Logger>('kernel.log'),
}
