import type { I18n } from '@portico/kernel'
import viewMessages from '../views/locales/en.js'
import shellMessages from './en.js'

/**
 * Adds the modal's English texts (the shell's, the primitives' and the core views') to an
 * instance's catalogue as defaults: texts the app added for the same keys before the modal's code
 * arrived keep winning. The modal's bundle carries this module; tests that render the modal's
 * parts outside it call it as the bundle would.
 */
export function addModalTexts(i18n: Pick<I18n, 'add'>): void {
  i18n.add('en', shellMessages, { defaults: true })
  i18n.add('en', viewMessages, { defaults: true })
}
