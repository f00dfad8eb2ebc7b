import {
  booleanFlag,
  coreTokens,
  definePlugin,
  developmentChecks,
  type EnabledContext,
  loadOnce,
} from '@portico/kernel'
import type {} from '@portico/ui'
import * as z from 'zod/mini'
import { helloTokens } from './core/tokens.js'
import { checkHelloOptions, type HelloOptions, resolveHelloOptions } from './options.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** The plugin's own flag: the "Say hello" button and the view. Default on. */
    hello: boolean
  }
  interface PorticoViewData {
    'hello/Greeting': undefined
  }
}

/** The view and the button show while the flag is on (the view greets once an account is connected). */
const enabled = ({ flag }: EnabledContext) => flag('hello') === true

const helloIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round"><path d="M7 11V6a2 2 0 1 1 4 0v5M11 10V4a2 2 0 1 1 4 0v6M15 9a2 2 0 1 1 4 0v5a7 7 0 0 1-14 0v-2a2 2 0 1 1 4 0"/></svg>'

/** `hello_greet` params: external input (any caller of `portico.request`), checked with zod. */
const greetParams = z.tuple([z.string().check(z.minLength(1), z.maxLength(64))])

/**
 * `portico-plugin-hello`: the template a Portico plugin is copied from (docs/PLUGINS.md walks
 * through it). It adds a "Say hello" button to the Account view that opens a view greeting the
 * connected account by its name (Blockchain API identity), a lazily loaded service other code can
 * use, an RPC method, its own flag and its texts in English and German. Only this registration
 * loads with the page.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), hello({ salutation: 'Howdy' })], networks: [mainnet] })
 */
export function hello(options: HelloOptions = {}) {
  const resolved = resolveHelloOptions(options)
  // Checked when the app composes the plugin, not on first use; production builds drop the check.
  if (developmentChecks) checkHelloOptions(resolved)
  const { salutation } = resolved
  return definePlugin({
    id: 'hello',
    version: '0.1.0',
    kernel: '^1',
    flags: { hello: booleanFlag(true) },
    register(ctx) {
      // The service: its module loads on first use and is shared (a failed load is retried).
      ctx.services.provide(helloTokens.greeter, (r) =>
        loadOnce(async () => {
          const { createGreeter } = await import('./core/createGreeter.js')
          return createGreeter(r.resolve(coreTokens.portico), salutation)
        }),
      )
      // The view: its module (and its English texts) load when it is shown.
      ctx.views.register({
        id: 'hello/Greeting',
        title: 'hello.view.title',
        load: () =>
          import('./views/GreetingView.js').then((view) => {
            ctx.i18n.add('en', view.englishTexts, { defaults: true })
            return view
          }),
        enabled,
      })
      // A slot of the ui: a feature button of the Account view that opens the view.
      ctx.extensions.contribute('account.features', {
        id: 'hello',
        feature: 'hello',
        label: 'hello.feature',
        view: 'hello/Greeting',
        icon: helloIcon,
        enabled,
      })
      // The button's label shows with the Account view, before the view's module loads.
      ctx.i18n.add('en', { 'hello.feature': 'Say hello', 'hello.view.title': 'Hello' })
      ctx.i18n.add('de', () => import('./locales/de.js'))
      // An RPC method apps call through `portico.request`.
      ctx.rpc.handle('eip155', 'hello_greet', async ({ params }, { resolve }) => {
        const parsed = greetParams.safeParse(params)
        if (!parsed.success) throw new TypeError('hello_greet expects [name: string]')
        return (await resolve(helloTokens.greeter).load()).greet(parsed.data[0])
      })
    },
  })
}
