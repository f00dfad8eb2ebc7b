import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The Solidity contracts under `contracts/`, one contract per file of the same name. */
export const CONTRACT_NAMES = [
  'PorticoTestToken',
  'PorticoTestNft',
  'PorticoTestUsdc',
  'PorticoSwapPool',
] as const
export type ContractName = (typeof CONTRACT_NAMES)[number]

const here = dirname(fileURLToPath(import.meta.url))

/** SHA-256 over the contract sources; stored in artifacts.json so a stale build is detected by a test. */
export function contractSourcesHash(): string {
  const hash = createHash('sha256')
  for (const contract of CONTRACT_NAMES) {
    hash.update(contract)
    hash.update('\0')
    hash.update(readFileSync(join(here, 'contracts', `${contract}.sol`), 'utf8').replace(/\r\n/g, '\n'))
    hash.update('\0')
  }
  return `0x${hash.digest('hex')}`
}
