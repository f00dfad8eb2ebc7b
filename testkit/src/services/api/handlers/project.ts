import { z } from 'zod'
import { type Handler, pushCapped, type RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { empty, json, parseBody, parseQuery } from '../http'

const projectQuery = z.object({ ...sdkParams, projectId: z.string() })

const requireProject: (handler: Handler) => Handler = (handler) => (context) => {
  const query = parseQuery(projectQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  return handler(context)
}

const config = requireProject((context) => json({ features: context.state.settings.features }))

const origins = requireProject((context) => json({ allowedOrigins: context.state.settings.allowedOrigins }))

const analyticsConfig = requireProject((context) =>
  json({ isAnalyticsEnabled: context.state.settings.analyticsEnabled }),
)

const projectLimits = requireProject((context) => json({ planLimits: context.state.settings.projectLimits }))

/** An analytics event: only the envelope is checked, props stay free-form. */
const analyticsEvent = z.looseObject({
  eventId: z.string(),
  url: z.string().optional(),
  domain: z.string().optional(),
  timestamp: z.union([z.number(), z.string()]),
  props: z.looseObject({ type: z.string().optional(), event: z.string().optional() }),
})

const singleEvent: Handler = async (context) => {
  const body = parseBody(analyticsEvent, await context.readJson())
  pushCapped(context.state.events, {
    endpoint: 'e',
    at: new Date().toISOString(),
    query: context.query,
    body,
  })
  return empty(204)
}

const batchEvents: Handler = async (context) => {
  const body = parseBody(z.array(analyticsEvent), await context.readJson())
  pushCapped(context.state.events, {
    endpoint: 'batch',
    at: new Date().toISOString(),
    query: context.query,
    body,
  })
  return empty(204)
}

export const projectRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/appkit/v1/config', name: 'config', handler: config },
  { method: 'GET', pattern: '/projects/v1/origins', name: 'origins', handler: origins },
  { method: 'GET', pattern: '/getAnalyticsConfig', name: 'analytics-config', handler: analyticsConfig },
  { method: 'GET', pattern: '/appkit/v1/project-limits', name: 'project-limits', handler: projectLimits },
  { method: 'POST', pattern: '/e', name: 'analytics', handler: singleEvent },
  { method: 'POST', pattern: '/batch', name: 'analytics', handler: batchEvents },
]
