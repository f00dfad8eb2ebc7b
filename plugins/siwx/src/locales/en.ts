import { errorSigningMessage } from '@portico/kernel/flow-messages'
import { authenticating, authInitProblem, siwxNotEnabled } from '../core/messages.js'

/**
 * English texts of the siwx plugin, bundled with the entry (small: the view's few words). The
 * spec's texts come from the kernel catalogue by name, so each exists once.
 */
const en = {
  'siwx.view.title': 'Sign in',
  'siwx.label': 'Sign in with your wallet',
  'siwx.heading': '{app} wants you to sign in',
  'siwx.explain':
    'Sign a message in your wallet to prove this account is yours. It costs nothing and sends no transaction.',
  'siwx.required': 'Cancelling disconnects your wallet.',
  'siwx.account': 'Account {address} on {network}',
  'siwx.sign': 'Sign in',
  'siwx.retry': 'Try again',
  'siwx.cancel': 'Cancel',
  'siwx.authenticating': authenticating,
  'siwx.error': errorSigningMessage,
  'siwx.initProblem': authInitProblem,
  'siwx.notEnabled': siwxNotEnabled,
}

export default en
