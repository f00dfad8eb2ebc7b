import { describe, expect, it } from 'vitest'
import { satisfiesRange } from './semver.js'

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '^1', true],
    ['1.9.3', '^1', true],
    ['2.0.0', '^1', false],
    ['0.9.0', '^1', false],
    ['1.2.3', '^1.2', true],
    ['1.1.9', '^1.2', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.4.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.0.0', '*', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.5.0', '>=1.0.0 <2', true],
    ['2.0.0', '>=1.0.0 <2', false],
    ['3.1.0', '^1 || ^3', true],
    ['1.0.0', 'not a range', false],
    ['garbage', '^1', false],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected)
  })
})
