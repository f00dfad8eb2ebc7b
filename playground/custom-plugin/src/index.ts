/**
 * `portico-plugin-hello`: a third-party Portico plugin written only against the public kernel API.
 * It shows every extension point a plugin author needs: a service, a view, a flag, an event and an
 * RPC handler. Copy it as a starting point.
 */
import { coreTokens, createToken, definePlugin, type EventBus, type StandardSchema } from '@portico/kernel'
import * as z from 'zod/mini'

declare module '@portico/kernel' {
  interface PorticoEvents {
    /** Emitted whenever someone is greeted, through the service or the RPC method. */
    'hello:greeted': { name: string; greeting: string }
  }
  interface FeatureFlags {
    /** Shows the Hello view. */
    hello: boolean
  }
}

/** Greets people and tells the kernel's event bus about it. */
export class Greeter {
  constructor(
    private readonly salutation: string,
    private readonly events: EventBus,
  ) {}

  greet(name: string): string {
    const greeting = `${this.salutation}, ${name}!`
    this.events.emit('hello:greeted', { name, greeting })
    return greeting
  }
}

/** Other plugins and apps resolve the greeter with `portico.resolve(helloTokens.greeter)`. */
export const helloTokens = { greeter: createToken<Greeter>('hello.greeter') }

export type HelloParameters = {
  /** The word the greeting starts with. */
  salutation?: string
}

const greetParamsSchema = z.tuple([z.string().check(z.minLength(1))])

/**
 * @example
 * const portico = createPortico({ plugins: [ui(), eip155(), hello({ salutation: 'Howdy' })] })
 * await portico.request({ namespace: 'eip155', method: 'hello_greet', params: ['Ada'] }) // 'Howdy, Ada!'
 */
export function hello({ salutation = 'Hello' }: HelloParameters = {}) {
  return definePlugin({
    id: 'hello',
    version: '0.1.0',
    kernel: '^1',
    flags: { hello: { default: true, schema: z.boolean() as StandardSchema<boolean> } },
    register(ctx) {
      ctx.services.provide(helloTokens.greeter, (r) => new Greeter(salutation, r.resolve(coreTokens.events)))
      ctx.views.register({
        id: 'hello/Greeting',
        title: 'hello.greeting.title',
        load: () => import('./GreetingView.js'),
        enabled: ({ flag }) => flag('hello') === true,
      })
      ctx.i18n.add('en', { 'hello.greeting.title': 'Hello' })
      ctx.i18n.add('de', async () => ({ 'hello.greeting.title': 'Hallo' }))
      ctx.rpc.handle('eip155', 'hello_greet', ({ params }, { resolve }) => {
        const parsed = greetParamsSchema.safeParse(params)
        if (!parsed.success) throw new TypeError('hello_greet expects [name: string]')
        return resolve(helloTokens.greeter).greet(parsed.data[0])
      })
    },
  })
}
