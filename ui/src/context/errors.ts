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
