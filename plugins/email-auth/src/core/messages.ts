import { defineMessages } from '@portico/kernel'

/**
 * The e-mail wallet's part of the message catalogue (spec 4, 5, 8). Texts the kernel keeps
 * ('Request was aborted', 'Requested RPC call is not allowed', 'Action not allowed', 'An error
 * occurred') come from `messages`.
 */
export const {
  loadFailed,
  somethingWentWrong,
  emailThrottled,
  notConnectedToEmailOrSocial,
  invalidFrameResponse,
} = defineMessages({
  loadFailed: 'Unable to load email login dependency',
  somethingWentWrong: 'Something went wrong',
  emailThrottled: (seconds: number) => `Please try again after ${seconds} seconds`,
  notConnectedToEmailOrSocial: 'Not connected to email or social',
  invalidFrameResponse: 'The embedded wallet answered in an unexpected format',
})
