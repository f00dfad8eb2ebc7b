/**
 * The account summary (avatar, name, balance) of ConnectButton and AccountButton, loaded once
 * there is an account to show: a first visit never needs it before the first click. Both buttons
 * share the instance's module cache under this key, so it loads once.
 */
export const ACCOUNT_SUMMARY_MODULE = 'ui.account-summary'
export const loadAccountSummary = () => import('./AccountSummary.js')
