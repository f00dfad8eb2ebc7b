import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

export const SESSION_ACCOUNT_SOURCE = 'PorticoSessionAccount.sol'
/** The published packages the contract imports from; their versions are part of the hash. */
export const IMPORTED_PACKAGES = ['@account-abstraction/contracts', '@openzeppelin/contracts'] as const

export const readSessionAccountSource = () =>
  readFileSync(join(here, SESSION_ACCOUNT_SOURCE), 'utf8').replace(/\r\n/g, '\n')

/** Reads an imported file (`@scope/package/path.sol`) from the installed package. */
export const readImport = (path: string) => readFileSync(require.resolve(path), 'utf8')

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version

/**
 * SHA-256 over the contract source and the versions of the packages it imports; stored in
 * `artifact.json` so a test notices a stale build.
 */
export function sessionAccountSourcesHash(): string {
  const hash = createHash('sha256')
  hash.update(readSessionAccountSource())
  for (const name of IMPORTED_PACKAGES) hash.update(`\0${name}@${packageVersion(name)}`)
  return `0x${hash.digest('hex')}`
}
