/**
 * English texts of the swap plugin, bundled with the entry (small: the spec's four texts live in
 * `core/messages.ts` and are used by the lazily loaded view through its own catalogue part).
 */
const en = {
  'swap.feature': 'Swap',
  'swap.view.title': 'Swap',
}

export default en
