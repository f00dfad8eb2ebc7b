import type { Messages } from '@portico/kernel'

/**
 * English texts of the entry buttons, registered with the ui() plugin: the buttons show before
 * any of the modal's code loads. The shell's other texts come with that code (`./en.ts`).
 */
const buttonsEn = {
  'ui.button.connect': 'Connect Wallet',
  'ui.button.connecting': 'Connecting…',
  'ui.button.network.select': 'Select Network',
  'ui.button.network.unsupported': 'Unsupported Network',
} as const satisfies Messages

export default buttonsEn
