import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const LOCAL_HOST = '127.0.0.1'

export type ListenParameters = {
  /** Human name of the service, used in messages ("Blockchain API emulator"). */
  name: string
  /** 0 picks a free port (tests); a fixed port comes from the env var named below. */
  port: number
  /** The variable a user sets to move the service to another port. */
  portEnvVar?: string | undefined
}

/** Error thrown when a local service cannot bind its port. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    public readonly service: string,
    public readonly port: number,
    portEnvVar?: string,
  ) {
    super(
      `${service} cannot listen on ${LOCAL_HOST}:${port}: the port is in use.` +
        (portEnvVar ? ` Set ${portEnvVar} to another port, or stop the process using it.` : ''),
    )
  }
}

/** Listens on 127.0.0.1 only and resolves with the bound port; a busy port rejects with PortInUseError. */
export function listenLocal(server: Server, { name, port, portEnvVar }: ListenParameters): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(name, port, portEnvVar) : error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, LOCAL_HOST)
  })
}

/** Reads a port from the environment, falling back to a default; rejects garbage with a clear message. */
export function portFromEnv(envVar: string, fallback: number): number {
  const raw = process.env[envVar]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${envVar}=${raw} is not a port number (0-65535).`)
  }
  return port
}
