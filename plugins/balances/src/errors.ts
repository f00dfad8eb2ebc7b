import { PorticoError } from '@portico/kernel'

/** The plugin's options are invalid, or a source cannot work with the app's configuration. */
export class BalancesConfigurationError extends PorticoError {
  override name = 'BalancesConfigurationError' as const
  constructor(problem: string, hint?: string) {
    super(`Invalid balances options: ${problem}`, { metaMessages: hint ? [hint] : undefined })
  }
}

/** The RPC source needs viem, an optional peer dependency, and it is not installed. */
export class ViemMissingError extends PorticoError {
  override name = 'ViemMissingError' as const
  constructor(cause: unknown) {
    super('The RPC balance source needs the viem package.', {
      cause,
      metaMessages: ['Install it next to Portico: npm install viem'],
    })
  }
}
