import { z } from 'zod'

/** A project's allow list: origins (a `*` port matches any port) and those whose domain is unverified. */
export const projectOriginsSchema = z.object({
  origins: z.array(z.string().min(1)),
  unverified: z.array(z.string().min(1)).default([]),
})
export type ProjectOrigins = z.infer<typeof projectOriginsSchema>

/** The local origins every project allows unless configured otherwise. */
export const LOCAL_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*']

/**
 * @example
 * originMatches('http://127.0.0.1:*', 'http://127.0.0.1:5173') // true
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === origin) return true
  if (!pattern.endsWith(':*')) return false
  const base = pattern.slice(0, -1)
  return origin.startsWith(base) && /^\d+$/.test(origin.slice(base.length))
}

export type OriginVerdict = 'allowed' | 'not-allowed' | 'unverified'

export function judgeOrigin(project: ProjectOrigins, origin: string): OriginVerdict {
  if (!project.origins.some((pattern) => originMatches(pattern, origin))) return 'not-allowed'
  if (project.unverified.some((pattern) => originMatches(pattern, origin))) return 'unverified'
  return 'allowed'
}
