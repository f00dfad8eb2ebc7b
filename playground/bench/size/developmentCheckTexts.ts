/**
 * Messages of composition checks that production builds drop (`developmentChecks`): the kernel's
 * plugin list, then the balances and send plugins' options. A page that composes the plugin
 * carries each text in a development build and none in a production one.
 */
export const DEVELOPMENT_CHECK_TEXTS = {
  kernel: ['must be kebab-case', 'create it with definePlugin()'],
  balances: ['the Blockchain API needs a projectId'],
  send: ['The send plugin options are invalid'],
} as const
