// The spec's texts this plugin shows (spec 4, 5, 6, 8), each once. They move to the kernel's
// plugin-declared texts when that extension point lands.
export const loadFailed = 'Unable to load email login dependency'
export const requestAborted = 'Request was aborted'
export const somethingWentWrong = 'Something went wrong'
export const anErrorOccurred = 'An error occurred'
export const actionNotAllowed = 'Action not allowed'
export const emailThrottled = (seconds: number) => `Please try again after ${seconds} seconds`
export const notConnectedToEmailOrSocial = 'Not connected to email or social'
export const invalidFrameResponse = 'The embedded wallet answered in an unexpected format'
