/**
 * Compiles PorticoSessionAccount.sol with solc-js (standard JSON input, optimizer on; the imports
 * come from the installed `@account-abstraction/contracts` and `@openzeppelin/contracts`) and writes
 * `artifact.json` next to this file. Run it after editing the contract:
 *
 *   npx tsx testkit/src/services/aa/sessions/compile.ts
 *
 * Tests and services only read the committed JSON, so nothing is compiled at test time.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import {
  readImport,
  readSessionAccountSource,
  SESSION_ACCOUNT_SOURCE,
  sessionAccountSourcesHash,
} from './sources'

const here = dirname(fileURLToPath(import.meta.url))
const CONTRACT = 'PorticoSessionAccount'

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

function main(): void {
  const settings = {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { [SESSION_ACCOUNT_SOURCE]: { [CONTRACT]: ['abi', 'evm.bytecode.object'] } },
  }
  const input = {
    language: 'Solidity',
    sources: { [SESSION_ACCOUNT_SOURCE]: { content: readSessionAccountSource() } },
    settings,
  }
  const findImports = (path: string) => {
    try {
      return { contents: readImport(path) }
    } catch {
      return { error: `Cannot find ${path} in the installed packages` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput

  const problems = output.errors ?? []
  for (const problem of problems) console.error(problem.formattedMessage)
  if (problems.some((problem) => problem.severity === 'error')) process.exit(1)

  const compiled = output.contracts?.[SESSION_ACCOUNT_SOURCE]?.[CONTRACT]
  if (!compiled) throw new Error(`solc produced no output for ${CONTRACT}`)
  const artifact = {
    compiler: {
      name: 'solc-js',
      version: solc.version() as string,
      settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
    },
    sourcesHash: sessionAccountSourcesHash(),
    contractName: CONTRACT,
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  }
  const target = join(here, 'artifact.json')
  writeFileSync(target, `${JSON.stringify(artifact, null, 2)}\n`)
  // Keep the committed file in the repository's formatting so `biome check` stays clean.
  spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' })
  console.log(`Wrote ${target} (solc ${artifact.compiler.version})`)
}

main()
