import { ViemMissingError } from '../../errors.js'

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
