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

/** The plugins' parts of the catalogue: every module that declares texts with `defineMessages`. */
const pluginCatalogueFiles = sourceFiles().filter(
  (file) => !file.includes('/kernel/src/') && /\bdefineMessages\(/.test(readFileSync(file, 'utf8')),
)
const pluginTexts = await Promise.all(
  pluginCatalogueFiles.map(async (file) => Object.values(await import(file)) as unknown[]),
)
const asText = (value: unknown) => (typeof value === 'function' ? value('{x}' as never) : value)

const texts = [
  ...Object.values(messages).map(asText),
  ...Object.values(alerts).map((alert) => alert.shortMessage),
  ...pluginTexts
    .flat()
    .filter((value) => typeof value === 'string' || typeof value === 'function')
    .map(asText),
] as string[]
// The fixed part of a template ("Failed to switch to chain {x}. The chain…" ⇒ its longest literal run).
const needles = texts.map((text) => text.split('{x}').sort((a, b) => b.length - a.length)[0] as string)

describe('the error catalogue', () => {
  it("holds each spec text once, the plugins' parts included", () => {
    expect(pluginCatalogueFiles.map((file) => relative(REPO, file))).toContain(
      'plugins/send/src/core/messages.ts',
    )
    const seen = new Set<string>()
    const twice = texts.filter((text) => seen.has(text) || !seen.add(text))
    expect(twice).toEqual([])
  })

  // Parses every source file of the packages: seconds under load.
  it('is the only place a spec text is written in the packages', { timeout: 30_000 }, () => {
    const catalogueFiles = new Set([
      'kernel/src/errors/messages.ts',
      'kernel/src/errors/flowMessages.ts',
      'kernel/src/errors/coreMessages.ts',
      'kernel/src/errors/connectionMessages.ts',
      'kernel/src/errors/alerts.ts',
    ])
    for (const file of pluginCatalogueFiles) catalogueFiles.add(relative(REPO, file))
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
