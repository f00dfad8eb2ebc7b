import { fileURLToPath } from 'node:url'

/** The compositions the benchmark builds and drives, in the order the table prints them. */
export const SCENARIOS = [
  'floor',
  'connect-evm',
  'connect-evm-instance',
  'connect-evm-idle-preload',
  'connect-evm-modal-eager',
  'full',
  'connect-evm-wc',
  'connect-multi',
  'connect-wagmi',
] as const
export type Scenario = (typeof SCENARIOS)[number]

/** Where each composition's main.tsx lives (the build supplies the same HTML around each). */
export const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url))

/** The repository's `bench/` folder: budgets, results and (gitignored) builds. */
export const BENCH_DIR = fileURLToPath(new URL('../../bench/', import.meta.url))
export const BUILD_DIR = fileURLToPath(new URL('../../bench/.out/', import.meta.url))

/** The repository root, to name workspace packages by their folders. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Scenarios whose page needs the local API emulator (`?api=`): the hosted services are composed. */
export const NEEDS_API: ReadonlySet<Scenario> = new Set(['full'])

export function isScenario(value: string): value is Scenario {
  return (SCENARIOS as readonly string[]).includes(value)
}
