import { defineMessages } from '@portico/kernel'

// The names texts of spec 5 and 8, owned by this plugin (the kernel names no plugin), and the
// plugin's own texts of its checks.
export const {
  networkNotFound,
  addressOrAuthConnectorNotFound,
  errorResolvingName,
  errorFetchingNameSuggestions,
  errorFetchingNamesForAddress,
  errorRegisteringName,
  invalidChainId,
} = defineMessages({
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  invalidChainId: 'Invalid chainId',
})

export const nameInvalidCharacters = 'Use only letters, digits and hyphens.'
export const nameTooShort = 'Use at least 4 characters.'
export const nameTooLong = 'Use at most 64 characters.'
