import { defineMessages } from '@portico/kernel'

// The plugin's part of the message catalogue: every user-facing text it throws, once. The
// catalogue check reads this module (a text declared twice anywhere fails it).
export const { greetingUnavailable, invalidSalutation } = defineMessages({
  greetingUnavailable: 'The greeting could not be made',
  invalidSalutation: (salutation: string) => `Invalid salutation: ${salutation}`,
})
