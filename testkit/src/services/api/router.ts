export type RoutePattern = { method: string; pattern: string }

export type RouteMatch<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' }

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/')
  const actual = path.split('/')
  if (expected.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? ''
    if (segment.startsWith(':')) {
      if (value === '') return null
      try {
        params[segment.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (segment !== value) {
      return null
    }
  }
  return params
}

/** A tiny path router: exact segments and `:param` captures. */
export function createRouter<R extends RoutePattern>(routes: readonly R[]) {
  return {
    match(method: string, path: string): RouteMatch<R> {
      const allowed: string[] = []
      for (const route of routes) {
        const params = matchPattern(route.pattern, path)
        if (!params) continue
        if (route.method === method) return { kind: 'found', route, params }
        allowed.push(route.method)
      }
      return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' }
    },
  }
}
