import { createToken } from '@portico/kernel'

/**
 * The login popup the click opened, handed to ConnectingSocial. Kept out of the account state's
 * `socialWindow`: a cross-origin window in a store that is compared or serialized throws a
 * SecurityError as soon as anything reads its properties.
 */
export type PopupHolder = { current: Window | undefined }

export const socialsTokens = {
  popup: createToken<PopupHolder>('socials.popup'),
}
