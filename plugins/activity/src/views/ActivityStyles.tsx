import { Styles } from '@portico/ui'
import { activityCss } from './activityCss.js'

/**
 * The Activity tab's stylesheet, once per document however many tabs render it. Through the ui's
 * `Styles`, so it carries the provider's `styleNonce` and a strict CSP lets it in.
 */
export function ActivityStyles() {
  return <Styles id="activity" css={activityCss} />
}
