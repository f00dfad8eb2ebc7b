// Apart from errors.ts: the options check runs with the page, the history's errors only once the
// history loads.
import { PorticoError } from '@portico/kernel'

/** `activity(options)` got an option it cannot use. */
export class InvalidActivityOptionsError extends PorticoError {
  override name = 'InvalidActivityOptionsError' as const
  constructor(option: string, value: unknown, expected: string) {
    super(`Invalid activity option "${option}".`, {
      metaMessages: [`Expected: ${expected}`, `Received: ${String(value)}`],
    })
  }
}
