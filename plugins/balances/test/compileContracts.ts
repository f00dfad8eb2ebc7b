import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

export type CompiledContract = { abi: Abi; bytecode: Hex }

/**
 * Compiles the balances tests' edge-case contracts with solc-js (a few seconds), so the tests
 * deploy real bytecode for cases the playground's contracts do not have.
 */
export function compileEdgeCaseContracts(): Record<'ZeroDecimalsToken' | 'EnumerableNft', CompiledContract> {
  const file = 'EdgeCaseTokens.sol'
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'contracts', file), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((problem) => problem.severity === 'error')
  if (errors.length) throw new Error(errors.map((problem) => problem.formattedMessage).join('\n'))
  const pick = (name: string): CompiledContract => {
    const compiled = output.contracts?.[file]?.[name]
    if (!compiled) throw new Error(`solc produced no ${name}`)
    return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
  }
  return { ZeroDecimalsToken: pick('ZeroDecimalsToken'), EnumerableNft: pick('EnumerableNft') }
}
