import { nameInvalidCharacters, nameTooLong, nameTooShort } from './messages.js'

/** The zone names are registered in (spec 7: fixed; API-FACTS 2.14). */
export const NAME_ZONE = 'reown.id'
/** Spec 5: at least 4 characters; the server takes labels of up to 64. */
export const NAME_MIN_LENGTH = 4
export const NAME_MAX_LENGTH = 64

export type NameProblem = 'invalidCharacters' | 'tooShort' | 'tooLong'

/** What is wrong with a label the visitor typed (spec 5: letters, digits and hyphen, at least 4), or undefined. */
export function checkLabel(label: string): NameProblem | undefined {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'invalidCharacters'
  if (label.length < NAME_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_MAX_LENGTH) return 'tooLong'
  return undefined
}

export const problemText: Record<NameProblem, string> = {
  invalidCharacters: nameInvalidCharacters,
  tooShort: nameTooShort,
  tooLong: nameTooLong,
}

/** The full name registered for a label: lower case (the server's names are) in the zone. */
export const fullName = (label: string) => `${label.toLowerCase()}.${NAME_ZONE}`
