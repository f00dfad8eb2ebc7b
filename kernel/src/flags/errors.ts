import { PorticoError } from '../errors/base.js'

/** A flag declared twice, or declared with a default its own schema rejects. */
export class FlagDeclarationError extends PorticoError {
  override name = 'FlagDeclarationError' as const
  readonly key: string

  constructor(key: string, reason: string) {
    super(`Feature flag "${key}" cannot be declared: ${reason}.`, {
      metaMessages: ['Flag keys are unique across the kernel and plugins; use "<pluginId>.<name>".'],
    })
    this.key = key
  }
}
