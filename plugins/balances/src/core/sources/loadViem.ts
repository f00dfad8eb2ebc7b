import { PorticoError } from '@portico/kernel'

export type Viem = typeof import('viem')

/**
 * viem is an optional peer dependency loaded on first use, so an app on the Blockchain API source
 * never downloads it. A missing package becomes a named error with the fix.
 */
export async function loadViem(): Promise<Viem> {
  try {
    return await import('viem')
  } catch (error) {
    throw new ViemMissingError(error)
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
