type Version = readonly [number, number, number]

/** An operator (in a range) and a version whose minor and patch may be missing or `x`/`*`. */
const PART = /^(\^|~|>=|<=|>|<|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-[0-9A-Za-z.-]+)?$/

const number = (text: string | undefined) =>
  text === undefined || text === 'x' || text === '*' ? undefined : +text
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

/**
 * Whether `version` satisfies a semver `range`. Supports what plugin manifests use: `^1`, `^1.2.3`,
 * `~1.2`, `1.x`, `*`, exact versions, comparator sets (`>=1.0.0 <2`) and `||`. Prereleases are
 * compared by their numbers only. A malformed range returns false.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = PART.exec(version.trim())
  if (!parsed || parsed[1]) return false
  const target: Version = [+(parsed[2] as string), number(parsed[3]) ?? 0, number(parsed[4]) ?? 0]
  return range.split('||').some((set) => {
    const parts = set.trim().split(/\s+/)
    if (parts.length === 1 && ['', '*', 'x'].includes(parts[0] as string)) return true
    return parts.every((part) => {
      const match = PART.exec(part)
      if (!match) return false
      const [, operator = '', majorText] = match
      const major = +(majorText as string)
      const minor = number(match[3])
      const patch = number(match[4])
      const c = compare(target, [major, minor ?? 0, patch ?? 0])
      // ^, ~ and a partial version are ranges [low, high).
      if (
        operator === '^' ||
        operator === '~' ||
        (operator.length < 2 && patch === undefined && operator !== '<' && operator !== '>')
      ) {
        const high: Version =
          operator !== '^' || major > 0 || minor === undefined
            ? minor === undefined || operator === '^'
              ? [major + 1, 0, 0]
              : [major, minor + 1, 0]
            : minor > 0 || patch === undefined
              ? [0, minor + 1, 0]
              : [0, 0, patch + 1]
        return c >= 0 && compare(target, high) < 0
      }
      if (operator === '>=') return c >= 0
      if (operator === '>') return c > 0
      if (operator === '<') return c < 0
      if (operator === '<=') return c <= 0
      return c === 0
    })
  })
}
