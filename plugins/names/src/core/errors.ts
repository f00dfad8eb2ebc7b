import { PorticoError, type PorticoErrorParameters } from '@portico/kernel'

/** A names request failed; `shortMessage` is the spec's text ('Error registering name {name}', …). */
export class NamesError extends PorticoError {
  override name = 'NamesError' as const
  constructor(shortMessage: string, parameters?: PorticoErrorParameters) {
    super(shortMessage, parameters)
  }
}
