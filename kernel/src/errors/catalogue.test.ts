import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { alerts } from './alerts.js'
import * as messages from './messages.js'

const REPO = join(import.meta.dirname, '../../..')
const SOURCE_ROOTS = ['kernel/src', 'ui/src', 'chains', 'plugins']

/** Every non-test TypeScript source file of the published packages. */
function sourceFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${'/'}testing${'/'}`))
        out.push(path)
    }
  }
  for (const root of SOURCE_ROOTS) walk(join(REPO, root))
  return out
}

/** The string literals in a file's code; comments and docs may quote the texts freely. */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const out: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text)
    else if (ts.isTemplateExpression(node))
      out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

const texts = [
  ...Object.values(messages).map((value) => (typeof value === 'function' ? value('{x}' as never) : value)),
  ...Object.values(alerts).map((alert) => alert.shortMessage),
]
// The fixed part of a template ("Failed to switch to chain {x}. The chain…" ⇒ its longest literal run).
const needles = texts.map((text) => text.split('{x}').sort((a, b) => b.length - a.length)[0] as string)

describe('the error catalogue', () => {
  it('holds each spec text once', () => {
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('is the only place a spec text is written in the packages', () => {
    const catalogueFiles = new Set([
      'kernel/src/errors/messages.ts',
      'kernel/src/errors/flowMessages.ts',
      'kernel/src/errors/coreMessages.ts',
      'kernel/src/errors/connectionMessages.ts',
      'kernel/src/errors/alerts.ts',
    ])
    const copies: string[] = []
    for (const file of sourceFiles()) {
      const path = relative(REPO, file)
      if (catalogueFiles.has(path)) continue
      for (const literal of stringLiterals(file)) {
        for (const needle of needles) {
          if (needle.length >= 12 && literal.includes(needle)) copies.push(`${path}: ${needle}`)
        }
      }
    }
    expect(copies).toEqual([])
  })
})
