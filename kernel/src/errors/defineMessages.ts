/** A user-facing text: fixed, or built from a value (`Error registering name {name}`). */
export type MessageText = string | ((...values: never[]) => string)

/**
 * Declares a plugin's part of the message catalogue: the user-facing texts (spec section 8 and the
 * plugin's own) it throws or shows. The catalogue check (`kernel/src/errors/catalogue.test.ts`)
 * reads every module that calls it, beside the kernel's own texts, and fails when a text is
 * declared twice anywhere or written outside a catalogue module. Keep the module to plain texts:
 * views and the English locale import it by name.
 *
 * @example
 * // plugins/swap/src/core/messages.ts
 * export const { networkNotSupportedForSwaps } = defineMessages({
 *   networkNotSupportedForSwaps: 'Network not supported for Swaps',
 * })
 */
export function defineMessages<const TTexts extends Record<string, MessageText>>(
  texts: TTexts,
): Readonly<TTexts> {
  return Object.freeze(texts)
}
