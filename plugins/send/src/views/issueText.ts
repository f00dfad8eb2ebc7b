import type { NumberFormat, Translate } from '@portico/ui'
import type { SendField, SendIssue } from '../core/validation.js'

/**
 * An issue in the visitor's language (`send.error.<code>`, same placeholders as the English text),
 * a balance in it written with the locale's separators.
 */
export function issueText(t: Translate, issue: SendIssue, format: Pick<NumberFormat, 'quantity'>): string {
  const value = issue.params?.balanceValue
  const params =
    value === undefined ? issue.params : { ...issue.params, balance: format.quantity(String(value)) }
  return t(`send.error.${issue.code}`, params)
}

/** Codes that only say something is missing: shown once the visitor tries to continue, not while typing. */
const REQUIRED_CODES = new Set(['amountAndReceiverRequired', 'tokenRequired', 'tokenAddressRequired'])

/**
 * The issue to show under a field: format problems once the field was left, missing values once
 * the visitor tried to continue. The combined 'amount and receiver' text is shown for the form.
 */
export function fieldIssue(
  issues: readonly SendIssue[],
  field: SendField,
  { touched, submitted }: { touched: boolean; submitted: boolean },
): SendIssue | undefined {
  return issues.find(
    (issue) =>
      issue.code !== 'amountAndReceiverRequired' &&
      issue.fields.includes(field) &&
      (submitted || (touched && !REQUIRED_CODES.has(issue.code))),
  )
}
