/**
 * Compiles the playground's test contracts with solc-js (standard JSON input, optimizer on) and writes
 * `artifacts.json` next to this file. Run it after editing a contract:
 *
 *   npx tsx testkit/src/services/chains/compile.ts
 *
 * Tests and services only read the committed JSON, so nothing is compiled at test time.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import { CONTRACT_NAMES, type ContractName, contractSourcesHash } from './sources'

const here = dirname(fileURLToPath(import.meta.url))

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

function main(): void {
  const sources: Record<string, { content: string }> = {}
  for (const contract of CONTRACT_NAMES) {
    sources[`${contract}.sol`] = { content: readFileSync(join(here, 'contracts', `${contract}.sol`), 'utf8') }
  }
  const settings = {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  }
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings })),
  ) as SolcOutput

  const problems = output.errors ?? []
  for (const problem of problems) console.error(problem.formattedMessage)
  if (problems.some((problem) => problem.severity === 'error')) process.exit(1)

  const contracts = {} as Record<ContractName, { abi: unknown[]; bytecode: string }>
  for (const contract of CONTRACT_NAMES) {
    const compiled = output.contracts?.[`${contract}.sol`]?.[contract]
    if (!compiled) throw new Error(`solc produced no output for ${contract}`)
    contracts[contract] = { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  }

  const artifacts = {
    compiler: {
      name: 'solc-js',
      version: solc.version() as string,
      settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion },
    },
    sourcesHash: contractSourcesHash(),
    contracts,
  }
  const target = join(here, 'artifacts.json')
  writeFileSync(target, `${JSON.stringify(artifacts, null, 2)}\n`)
  // Keep the committed file in the repository's formatting so `biome check` stays clean.
  spawnSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' })
  console.log(`Wrote ${target} (solc ${artifacts.compiler.version})`)
}

main()
