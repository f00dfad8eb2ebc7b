import { PorticoError } from '@portico/kernel'

/** A Portico hook or component was rendered outside `<PorticoProvider>`. */
export class PorticoProviderMissingError extends PorticoError {
  override name = 'PorticoProviderMissingError' as const
  constructor(readonly hook: string) {
    super(`${hook} must be used inside <PorticoProvider>.`, {
      metaMessages: ['Wrap the part of the app that uses Portico in <PorticoProvider portico={instance}>.'],
    })
  }
}

/** The loader given to `<PorticoProvider portico={loader}>` resolved to something else than an instance. */
export class PorticoLoaderError extends PorticoError {
  override name = 'PorticoLoaderError' as const
  constructor() {
    super('The Portico loader did not resolve to an instance.', {
      metaMessages: ["Export the instance as the module's default: export default createPortico({...})."],
    })
  }
}

/** A component that needs the ui() plugin (the modal, the connect button) under a headless instance. */
export class PorticoUiPluginMissingError extends PorticoError {
  override name = 'PorticoUiPluginMissingError' as const
  constructor(readonly component: string) {
    super(`${component} needs an instance created with the ui() plugin.`, {
      metaMessages: ["Compose it: createPortico({ plugins: [ui(), ...] }), with ui from '@portico/ui'."],
    })
  }
}

/**
 * A component using Portico's hooks rendered on the server under a provider that loads its
 * instance: the instance belongs to the browser, so the loader is never called on the server.
 * Thrown there so the nearest `<Suspense>` boundary renders its fallback on the server and its
 * content in the browser (React's way to keep a part client-only); the server render still
 * completes. An app's `onError` can leave it out of its logs by name.
 */
export class PorticoClientOnlyError extends PorticoError {
  override name = 'PorticoClientOnlyError' as const
  constructor(readonly hook: string) {
    super(`${hook} renders in the browser only: the instance is loaded there, not on the server.`, {
      metaMessages: [
        'Wrap the component in <Suspense fallback={…}>: the server renders the fallback, the browser the component.',
      ],
    })
  }
}
