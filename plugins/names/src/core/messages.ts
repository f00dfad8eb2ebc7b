// The names texts of spec 5 and 8, owned by this plugin (the kernel names no plugin), and the
// plugin's own texts of its checks.
export const networkNotFound = 'Network not found'
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
export const errorResolvingName = 'Error resolving name'
export const errorFetchingNameSuggestions = 'Error fetching name suggestions'
export const errorFetchingNamesForAddress = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
export const invalidChainId = 'Invalid chainId'

export const nameInvalidCharacters = 'Use only letters, digits and hyphens.'
export const nameTooShort = 'Use at least 4 characters.'
export const nameTooLong = 'Use at most 64 characters.'
