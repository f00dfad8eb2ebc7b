import { PorticoError, type PorticoErrorParameters } from '@portico/kernel'
import { greetingUnavailable, invalidSalutation } from './messages.js'

// Errors carry a literal `name`; callers narrow on it (`error.name === 'HelloOptionsError'`).

/** `hello({ salutation })` got something that is not a short word (thrown when the app composes it). */
export class HelloOptionsError extends PorticoError {
  override name = 'HelloOptionsError' as const
  constructor(salutation: unknown) {
    super(invalidSalutation(String(salutation)), {
      metaMessages: ['Give a salutation of 1 to 24 characters, e.g. hello({ salutation: "Howdy" }).'],
    })
  }
}

/** The account's name could not be read (the hosted service failed); the view shows the text. */
export class GreetingUnavailableError extends PorticoError {
  override name = 'GreetingUnavailableError' as const
  constructor(parameters: PorticoErrorParameters = {}) {
    super(greetingUnavailable, parameters)
  }
}
