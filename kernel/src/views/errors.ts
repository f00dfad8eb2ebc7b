import { PorticoError } from '../errors/base.js'

export class ViewNotRegisteredError extends PorticoError {
  override name = 'ViewNotRegisteredError' as const
  constructor(readonly viewId: string) {
    super(`No view "${viewId}" is registered.`, {
      metaMessages: ['Compose the plugin that provides it; core views come with the ui() plugin.'],
    })
  }
}
