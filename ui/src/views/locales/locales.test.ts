import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import shellDe from '../../locales/de.js'
import shellEn from '../../locales/en.js'
import de from './de.js'
import en from './en.js'

const root = join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('view catalogues', () => {
  it('German translates every English key and nothing else', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(de)) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort()
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]))
    }
  })

  it('has every key the views and primitives use', () => {
    const used = new Set<string>()
    for (const file of [...sources(join(root, 'views')), ...sources(join(root, 'primitives'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:views|primitives)\.[\w.]+)'/g))
        used.add(match[1] as string)
    }
    expect(used.size).toBeGreaterThan(50)
    expect([...used].filter((key) => !(key in en) && !(key in shellEn))).toEqual([])
    expect(
      Object.keys(shellDe)
        .filter((key) => key.startsWith('primitives.'))
        .sort(),
    ).toEqual(
      Object.keys(shellEn)
        .filter((key) => key.startsWith('primitives.'))
        .sort(),
    )
  })
})
