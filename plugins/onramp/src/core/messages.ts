import { defineMessages } from '@portico/kernel'

// The on-ramp plugin's part of the message catalogue (spec 8: the fallbacks have no text of their own).
export const { onrampUnsupportedNamespace } = defineMessages({
  onrampUnsupportedNamespace: 'Buying crypto is available on EVM and Solana networks only.',
})
