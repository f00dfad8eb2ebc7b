type Version = readonly [number, number, number]
type Comparator = { op: '>=' | '>' | '<' | '<=' | '='; version: Version }

const VERSION = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:-[0-9A-Za-z.-]+)?$/

/**
 * Whether `version` satisfies a semver `range`. Supports what plugin manifests use: `^1`, `^1.2.3`,
 * `~1.2`, `1.x`, `*`, exact versions, comparator sets (`>=1.0.0 <2`) and `||`. Prereleases are
 * compared by their numbers only. A malformed range returns false.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const target = parseVersion(version)
  if (!target) return false
  return range.split('||').some((set) => {
    const comparators = parseComparatorSet(set.trim())
    return comparators?.every((c) => compareWith(target, c)) ?? false
  })
}

function parseVersion(text: string): Version | undefined {
  const match = VERSION.exec(text.trim())
  if (!match) return undefined
  return [Number(match[1]), Number(match[2] ?? 0) || 0, Number(match[3] ?? 0) || 0]
}

function parseComparatorSet(set: string): Comparator[] | undefined {
  if (set === '' || set === '*' || set === 'x') return []
  const out: Comparator[] = []
  for (const part of set.split(/\s+/)) {
    const comparators = parsePart(part)
    if (!comparators) return undefined
    out.push(...comparators)
  }
  return out
}

function parsePart(part: string): Comparator[] | undefined {
  const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(part)
  if (!op) return undefined
  const [, operator = '', rest = ''] = op
  const match = VERSION.exec(rest)
  if (!match) return undefined
  const major = Number(match[1])
  const minorText = match[2]
  const patchText = match[3]
  const minor =
    minorText === undefined || minorText === 'x' || minorText === '*' ? undefined : Number(minorText)
  const patch =
    patchText === undefined || patchText === 'x' || patchText === '*' ? undefined : Number(patchText)
  const low: Version = [major, minor ?? 0, patch ?? 0]

  switch (operator) {
    case '^': {
      const high: Version =
        major > 0 || minor === undefined
          ? [major + 1, 0, 0]
          : minor > 0 || patch === undefined
            ? [0, minor + 1, 0]
            : [0, 0, patch + 1]
      return [
        { op: '>=', version: low },
        { op: '<', version: high },
      ]
    }
    case '~': {
      const high: Version = minor === undefined ? [major + 1, 0, 0] : [major, minor + 1, 0]
      return [
        { op: '>=', version: low },
        { op: '<', version: high },
      ]
    }
    case '':
    case '=': {
      if (minor === undefined)
        return [
          { op: '>=', version: low },
          { op: '<', version: [major + 1, 0, 0] },
        ]
      if (patch === undefined)
        return [
          { op: '>=', version: low },
          { op: '<', version: [major, minor + 1, 0] },
        ]
      return [{ op: '=', version: low }]
    }
    default:
      return [{ op: operator as Comparator['op'], version: low }]
  }
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

function compareWith(version: Version, { op, version: bound }: Comparator): boolean {
  const c = compare(version, bound)
  switch (op) {
    case '>=':
      return c >= 0
    case '>':
      return c > 0
    case '<':
      return c < 0
    case '<=':
      return c <= 0
    default:
      return c === 0
  }
}
