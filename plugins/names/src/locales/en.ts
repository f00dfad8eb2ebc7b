import {
  addressOrAuthConnectorNotFound,
  errorFetchingNameSuggestions,
  errorRegisteringName,
  invalidChainId,
  nameInvalidCharacters,
  nameTooLong,
  nameTooShort,
  networkNotFound,
} from '../core/messages.js'

/** English texts of the names views, added when a view loads (the feature label is in plugin.ts). */
const en = {
  'names.view.register.title': 'Choose name',
  'names.view.success.title': 'Name registered',
  'names.form.label': 'Choose your name',
  'names.form.field': 'Name',
  'names.form.hint': 'Letters, digits and hyphens, at least 4 characters. Your name ends in .reown.id.',
  'names.form.invalidCharacters': nameInvalidCharacters,
  'names.form.tooShort': nameTooShort,
  'names.form.tooLong': nameTooLong,
  'names.form.checking': 'Checking {name}…',
  'names.form.available': '{name} is available',
  'names.form.taken': '{name} is taken',
  'names.form.suggestions': 'Other names',
  'names.form.register': 'Register',
  'names.form.registering': 'Sign the registration in your wallet…',
  'names.success.heading': '{name} is yours',
  'names.success.body': 'It now shows instead of your address.',
  'names.success.back': 'Back to account',
  'names.unsupported': 'Names are available on EVM networks only.',
  'names.error.register': errorRegisteringName('{name}'),
  'names.error.suggestions': errorFetchingNameSuggestions,
  'names.error.network': networkNotFound,
  'names.error.account': addressOrAuthConnectorNotFound,
  'names.error.chainId': invalidChainId,
}

export default en
