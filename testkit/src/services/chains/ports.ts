import { createServer } from 'node:http'
import { listenLocal } from '../net'

function closeServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

/**
 * Binds `port` on 127.0.0.1 for a moment to prove it is free. Port 0 asks the OS for a free port and
 * returns it. A busy port rejects with `PortInUseError` naming `portEnvVar`.
 */
export async function reservePort(name: string, port: number, portEnvVar?: string): Promise<number> {
  const server = createServer()
  const bound = await listenLocal(server, { name, port, portEnvVar })
  await closeServer(server)
  return bound
}
