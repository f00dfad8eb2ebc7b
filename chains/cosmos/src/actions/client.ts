import { StargateClient } from '@cosmjs/stargate'
import { CosmosNodeError } from '../errors.js'
import type { CosmosRuntime } from '../runtime.js'

/** A read-only client of the node at `rpcUrl`, opened once per kernel (a failed open is retried). */
export function readClient(runtime: CosmosRuntime, rpcUrl: string): Promise<StargateClient> {
  let client = runtime.clients.get(rpcUrl) as Promise<StargateClient> | undefined
  if (!client) {
    client = StargateClient.connect(rpcUrl).catch((error: unknown) => {
      runtime.clients.delete(rpcUrl)
      throw new CosmosNodeError('answer', error instanceof Error ? error.message : String(error), {
        cause: error,
      })
    })
    runtime.clients.set(rpcUrl, client)
  }
  return client
}

/** Runs a node call; whatever it throws becomes a `CosmosNodeError` naming the action. */
export async function nodeCall<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof CosmosNodeError) throw error
    throw new CosmosNodeError(action, error instanceof Error ? error.message : String(error), {
      cause: error,
    })
  }
}
