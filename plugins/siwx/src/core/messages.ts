import { defineMessages } from '@portico/kernel'

// The sign-in texts of spec 8, owned by this plugin (the kernel names no plugin). 'Error signing
// message' stays in the kernel's catalogue (`@portico/kernel/flow-messages`): chains throw it too.
export const { authInitProblem, authenticating, siwxNotEnabled } = defineMessages({
  authInitProblem: 'A problem occurred while trying initialize authentication',
  authenticating: 'Authenticating...',
  siwxNotEnabled: 'SIWX is not enabled',
})

// The plugin's own texts: why a session was refused.
export const sessionMalformed = 'The sign-in session is malformed'
export const messageDoesNotMatch = (field: string) => `The signed message does not match its ${field}`
export const cacaoDoesNotMatch = (field: string) =>
  `The sign-in cacao does not match the signed session: ${field}`
export const signatureInvalid = 'The signature does not match the message and account'
export const sessionExpired = 'The sign-in has expired'
export const sessionNotYetValid = 'The sign-in is not valid yet'
export const networkUnknown = (chainId: string) => `No RPC URL for ${chainId}: the network is not configured`
export const namespaceCannotVerify = (namespace: string) =>
  `Sign-in signatures of ${namespace} accounts cannot be verified yet`
export const serverRefused = (status: number, text: string) =>
  `The sign-in server refused the request (${status})${text ? `: ${text}` : ''}`
export const serverAnswerMalformed = 'The sign-in server sent an answer that is not understood'
