import { messages, PorticoError } from '@portico/kernel'
import type { SendIssue } from './validation.js'

/** The form cannot be sent; `issues[0]` gives the short message, `issues` all of them. */
export class SendValidationError extends PorticoError {
  override name = 'SendValidationError' as const
  readonly issues: readonly SendIssue[]
  constructor(issues: readonly [SendIssue, ...SendIssue[]]) {
    super(issues[0].message, { metaMessages: issues.slice(1).map((issue) => issue.message) })
    this.issues = issues
  }
}

/** No connected account (or its connector) in the namespace being sent from. */
export class SendAccountMissingError extends PorticoError {
  override name = 'SendAccountMissingError' as const
  constructor(namespace: string) {
    super(messages.noActiveCaipAddress, { metaMessages: [`Namespace: ${namespace}`] })
  }
}
