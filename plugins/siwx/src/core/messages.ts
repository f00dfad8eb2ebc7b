/**
 * The plugin's own texts (not in the spec): why a session was refused. The spec's texts
 * ('Error signing message', 'Authenticating...', …) come from the kernel catalogue.
 */
export const sessionMalformed = 'The sign-in session is malformed'
export const messageDoesNotMatch = (field: string) => `The signed message does not match its ${field}`
export const signatureInvalid = 'The signature does not match the message and account'
export const sessionExpired = 'The sign-in has expired'
export const sessionNotYetValid = 'The sign-in is not valid yet'
export const networkUnknown = (chainId: string) => `No RPC URL for ${chainId}: the network is not configured`
export const namespaceCannotVerify = (namespace: string) =>
  `Sign-in signatures of ${namespace} accounts cannot be verified yet`
export const serverRefused = (status: number, text: string) =>
  `The sign-in server refused the request (${status})${text ? `: ${text}` : ''}`
export const serverAnswerMalformed = 'The sign-in server sent an answer that is not understood'
