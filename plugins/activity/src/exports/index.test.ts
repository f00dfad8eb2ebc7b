// @vitest-environment node
import { expect, it } from 'vitest'
import * as entry from './index.js'

it('exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "FetchTransactionsError",
      "InvalidActivityOptionsError",
      "MINUS_OPERATION_TYPES",
      "PLUS_OPERATION_TYPES",
      "RELATIVE_TIME_UNITS",
      "TransactionsAccountAddressError",
      "activity",
      "activityTokens",
      "describeTransaction",
      "filterTransactions",
      "getRelativeTime",
      "getTransactionGroupTitle",
      "getTransactionSign",
      "groupTransactionsByYearAndMonth",
      "isActivityEnabled",
      "isOnChain",
      "isSpamTransaction",
      "listMonthGroups",
      "relativeTimeKey",
    ]
  `)
})
