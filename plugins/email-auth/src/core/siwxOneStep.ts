import type { Network, Portico } from '@portico/kernel'
import type { SIWXMessageData, SiwxConnectHook } from '@portico/plugin-siwx'
import type { FrameUser, SiwxMessageWire } from './frameSchemas.js'
import { SIWX_ACCOUNT_PLACEHOLDER } from './protocol.js'

export type SiwxStep = { hook: SiwxConnectHook; data: SIWXMessageData; wire: SiwxMessageWire }

/**
 * The embedded wallet's one-step sign-in (spec 3 "Embedded-wallet user": signature, message,
 * siwxMessage; API-FACTS 7.1), through the siwx plugin's `siwx.connect` slot. A login creates the
 * app's message for the placeholder account and sends it with GET_USER; the frame answers the real
 * address, the final text and its signature, which the hook verifies and keeps. Without the siwx
 * plugin nothing changes; any failure leaves the usual sign-in prompt.
 */
export function createSiwxOneStep(portico: Portico) {
  return {
    /** The message to send with the login's GET_USER, or undefined without sign-in. */
    async prepare(network: Network): Promise<SiwxStep | undefined> {
      const item = portico.extensions.list('siwx.connect', portico.enabledContext())[0]
      if (!item) return undefined
      try {
        const hook = item.hook(portico)
        const message = await hook.createMessage({
          accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
          chainId: network.caipNetworkId,
        })
        if (!message) return undefined
        const { toString: _text, ...data } = message
        return { hook, data, wire: { ...data, serializedMessage: message.toString() } }
      } catch (error) {
        portico.log.debug('No one-step sign-in: the message could not be created', error)
        return undefined
      }
    },

    /** Keeps the session the frame signed (the hook verifies it and emits SIWX_AUTH_SUCCESS). */
    async finish(step: SiwxStep, answer: Pick<FrameUser, 'address' | 'message' | 'signature'>) {
      if (!answer.message || !answer.signature) return
      const data = { ...step.data, accountAddress: answer.address }
      try {
        await step.hook.addSessions([{ data, message: answer.message, signature: answer.signature }])
      } catch (error) {
        portico.log.warn('The one-step sign-in was not kept; the sign-in prompt follows', error)
      }
    },
  }
}
