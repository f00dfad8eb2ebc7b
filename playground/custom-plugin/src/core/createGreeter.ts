import { type Portico, truncateAddress } from '@portico/kernel'
import * as z from 'zod/mini'
import { GreetingUnavailableError } from './errors.js'

declare module '@portico/kernel' {
  interface PorticoEvents {
    /** Someone was greeted, through the service, the view or the RPC method. */
    'hello:greeted': { name: string; greeting: string }
  }
}

/** `GET /v1/identity/{address}` of the Blockchain API: both fields may be null (external input). */
const identitySchema = z.object({ name: z.nullish(z.string()), avatar: z.nullish(z.string()) })

export type Greeter = {
  /** Greets `name`, emits `hello:greeted` and returns the greeting. */
  greet(name: string): string
  /**
   * Greets the connected account by its name when the Blockchain API knows one (hosted services
   * on), else by its short address; undefined while nothing is connected.
   */
  greetAccount(): Promise<string | undefined>
}

/** The plugin's service: loaded on first use (see `plugin.ts`), one per kernel. */
export function createGreeter(portico: Portico, salutation: string): Greeter {
  const greeter: Greeter = {
    greet(name) {
      const greeting = `${salutation}, ${name}!`
      portico.events.emit('hello:greeted', { name, greeting })
      return greeting
    },
    async greetAccount() {
      const { address } = portico.wallet.getAccount()
      if (!address) return undefined
      if (!portico.hosted.blockchainApi) return greeter.greet(truncateAddress(address))
      try {
        const identity = await portico.http.blockchain.get(`/v1/identity/${encodeURIComponent(address)}`, {
          schema: identitySchema,
        })
        return greeter.greet(identity.name || truncateAddress(address))
      } catch (error) {
        throw new GreetingUnavailableError({ cause: error })
      }
    },
  }
  return greeter
}
