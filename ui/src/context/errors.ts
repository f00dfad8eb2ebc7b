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
