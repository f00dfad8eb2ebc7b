// The rule "views without Suspense" (docs/ENGINEERING.md): no view, tab, shell part or plugin view
// renders a <Suspense> boundary, uses React.lazy, or suspends on a load with `use(x.load())`. A view
// that needs its plugin's lazy service renders through `WhenLoaded` or reads it with `useLoadOnce`.
// The one documented exception is ui/src/context: hooks under a provider that is still loading its
// instance suspend (there is nothing to read without it).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

const REPO = join(import.meta.dirname, '../..')

const roots = [
  join(REPO, 'ui/src'),
  join(REPO, 'playground/custom-plugin/src'),
  ...readdirSync(join(REPO, 'plugins')).map((name) => join(REPO, 'plugins', name, 'src')),
]

/** What suspends or catches a suspension, in code (comments are stripped first). */
const SUSPENDING = [
  [/<Suspense\b/, 'renders <Suspense>'],
  [/\blazy\(/, 'uses React.lazy'],
  [/\buse\([^()]*(\([^()]*\))?[^()]*\.(load|ready)\(\)\)/, 'suspends on a load with use()'],
] as const

const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')

describe('views without Suspense', () => {
  it('no view, tab, shell part or plugin view suspends on a load or renders a Suspense boundary', () => {
    const files = roots.flatMap((root) => sourceFiles(root, ['node_modules', 'dist', 'test', 'testing']))
    expect(files.length).toBeGreaterThan(100)
    const found = files
      .filter((file) => !relative(REPO, file).startsWith('ui/src/context/'))
      .flatMap((file) => {
        const code = codeOf(file)
        return SUSPENDING.filter(([pattern]) => pattern.test(code)).map(
          ([, what]) => `${relative(REPO, file)} ${what}`,
        )
      })
    expect(found).toEqual([])
  })

  it('recognises each form it forbids', () => {
    const samples = [
      '<Suspense fallback={null}><View /></Suspense>',
      'const View = lazy(() => import("./View.js"))',
      'const service = use(portico.resolve(namesTokens.service).load())',
      'const loaded = use(pending.ready())',
    ]
    for (const sample of samples)
      expect(
        SUSPENDING.some(([pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true)
    expect(SUSPENDING.some(([pattern]) => pattern.test('const setTitle = use(ModalTitleContext)'))).toBe(
      false,
    )
  })
})

// A strict CSP admits a <style> element only with the page's nonce; the ui's PorticoStyle (and
// `Styles`, which renders it) carries the provider's `styleNonce`. A plugin's own <style> did not,
// and the consumer app's CSP walk refused the Account view's Activity tab.
describe('stylesheets carry the nonce', () => {
  it('no view, tab, shell part or plugin view renders a <style> of its own', () => {
    const found = roots
      .flatMap((root) => sourceFiles(root, ['node_modules', 'dist', 'test', 'testing']))
      .filter((file) => relative(REPO, file) !== 'ui/src/theme/PorticoStyle.tsx')
      .filter((file) => /<style\b/.test(codeOf(file)))
      .map((file) => relative(REPO, file))
    expect(found).toEqual([])
  })
})
