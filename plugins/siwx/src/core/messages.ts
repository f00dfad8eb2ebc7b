// The sign-in texts of spec 8, owned by this plugin (the kernel names no plugin).
export const authInitProblem = 'A problem occurred while trying initialize authentication'
export const errorSigningMessage = 'Error signing message'
export const authenticating = 'Authenticating...'
export const siwxNotEnabled = 'SIWX is not enabled'

// The plugin's own texts: why a session was refused.
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
