import type { Network, Portico } from '@portico/kernel'
import { type SIWXConfig, type SIWXMessageData, siwxTokens } from '@portico/plugin-siwx'
import type { FrameUser, SiwxMessageWire } from './frameSchemas.js'
import { SIWX_ACCOUNT_PLACEHOLDER } from './protocol.js'

export type SiwxStep = { config: SIWXConfig; data: SIWXMessageData; wire: SiwxMessageWire }

/**
 * The embedded wallet's one-step sign-in (spec 3 "Embedded-wallet user": signature, message,
 * siwxMessage; API-FACTS 7.1). With the siwx plugin composed, a login creates the app's message for
 * the placeholder account and sends it with GET_USER; the frame answers the real address, the
 * final text and its signature, which become a session through the app's SIWX config (verified
 * there). Any failure leaves the usual sign-in prompt to the siwx plugin.
 */
export function createSiwxOneStep(portico: Portico) {
  return {
    /** The message to send with the login's GET_USER, or undefined without sign-in. */
    async prepare(network: Network): Promise<SiwxStep | undefined> {
      const handle = portico.tryResolve(siwxTokens.service)
      if (!handle) return undefined
      try {
        const config = await (await handle.load()).config()
        const message = await config.createMessage({
          accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
          chainId: network.caipNetworkId,
        })
        const { toString: _text, ...data } = message
        return { config, data, wire: { ...data, serializedMessage: message.toString() } }
      } catch (error) {
        portico.log.debug('No one-step sign-in: the message could not be created', error)
        return undefined
      }
    },

    /** Keeps the session the frame signed (SIWX_AUTH_SUCCESS); the siwx plugin then finds it. */
    async finish(step: SiwxStep, answer: Pick<FrameUser, 'address' | 'message' | 'signature'>) {
      if (!answer.message || !answer.signature) return
      const data = { ...step.data, accountAddress: answer.address }
      try {
        await step.config.addSession({ data, message: answer.message, signature: answer.signature })
        portico.events.emit('siwx:auth-success', {
          caipNetworkId: data.chainId,
          address: data.accountAddress,
        })
      } catch (error) {
        portico.log.warn('The one-step sign-in was not kept; the sign-in prompt follows', error)
      }
    },
  }
}
