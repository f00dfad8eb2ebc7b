// @portico/plugin-analytics: opt-in analytics. Only the factory loads with this entry; the event
// mapping, queue and error reports load when the visitor first opens the modal.
export type { AnalyticsRuntime, AnalyticsState, KernelEventRecord } from '../core/createAnalyticsRuntime.js'
export type { AnalyticsEvent } from '../core/eventSchema.js'
export { type AnalyticsOptions, InvalidAnalyticsOptionsError } from '../options.js'
export { analytics } from '../plugin.js'
