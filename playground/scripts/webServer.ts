import { PortInUseError } from '../../testkit/src/services/net.js'
import type { ServicePort } from '../../testkit/src/services/playgroundServices.js'

/**
 * Starts a Vite-based page server and gives a taken port the same words as the other services:
 * Vite reports a strict port in use as a plain `Error('Port 5173 is already in use')`.
 *
 * @example
 * const dapp = await startWebServer('Demo dapp', 5173, SERVICE_PORTS.dapp, (port) => startPlaygroundServer({ port }))
 */
export async function startWebServer<T>(
  name: string,
  port: number,
  { envVar }: Pick<ServicePort, 'envVar'>,
  start: (port: number) => Promise<T>,
): Promise<T> {
  try {
    return await start(port)
  } catch (error) {
    if (error instanceof Error && /port \d+ is already in use/i.test(error.message))
      throw new PortInUseError(name, port, envVar)
    throw error
  }
}
