import { PorticoError } from '@portico/kernel'

/** The plugin's options are invalid, or a source cannot work with the app's configuration. */
export class BalancesConfigurationError extends PorticoError {
  override name = 'BalancesConfigurationError' as const
  constructor(problem: string, hint?: string) {
    super(`Invalid balances options: ${problem}`, { metaMessages: hint ? [hint] : undefined })
  }
}
