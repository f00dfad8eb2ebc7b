// The ui package's files form no import circle, and neither do its folders (context, hooks, theme,
// primitives, views, shell, buttons, provider, ...): each folder builds only on the ones below it.
// Type-only imports count too: a circle of types still ties the files into one unit to read and
// to move. Reads the import statements with TypeScript's parser (no type-checking), so it is cheap.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

const UI_SRC = join(import.meta.dirname, '../../ui/src')

/** The files of the package each file imports (or re-exports from) by a relative path. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files)
  return new Map(
    files.map((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
      const targets = source.statements.flatMap((statement) => {
        if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return []
        const specifier = statement.moduleSpecifier
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return []
        const base = resolve(dirname(file), specifier.text).replace(/\.js$/, '')
        const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync)
        return target && known.has(target) ? [target] : []
      })
      return [file, targets]
    }),
  )
}

/** The strongly connected groups of more than one node (Tarjan), each sorted. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node) as number)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number))
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('ui/src imports', () => {
  const files = sourceFiles(UI_SRC, ['testing'])
  const graph = importGraph(files)
  const name = (file: string) => relative(UI_SRC, file)

  it('reads the package (its files and their imports)', () => {
    expect(files.length).toBeGreaterThan(100)
    expect([...graph.values()].flat().length).toBeGreaterThan(300)
  })

  it('form no circle of files', () => {
    expect(circles(graph).map((group) => group.map(name))).toEqual([])
  })

  it('form no circle of folders (each folder builds on the ones below it)', () => {
    const folderOf = (file: string) => name(file).split('/')[0] as string
    const folders = new Map<string, Set<string>>()
    for (const [file, targets] of graph) {
      const from = folderOf(file)
      const edges = folders.get(from) ?? new Set<string>()
      for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target))
      folders.set(from, edges)
    }
    const folderGraph = new Map([...folders].map(([folder, edges]) => [folder, [...edges]]))
    const tangled = circles(folderGraph)
    // Name the imports that tie each circle, to say where to cut.
    const ties = tangled.flatMap((group) =>
      [...graph].flatMap(([file, targets]) =>
        targets
          .filter(
            (t) =>
              folderOf(t) !== folderOf(file) && group.includes(folderOf(file)) && group.includes(folderOf(t)),
          )
          .map((t) => `${name(file)} -> ${name(t)}`),
      ),
    )
    expect({ circles: tangled, ties: tangled.length ? ties : [] }).toEqual({ circles: [], ties: [] })
  })
})
