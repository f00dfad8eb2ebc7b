#!/usr/bin/env node
// `npx portico-devnet`: the built command when the package is installed, its TypeScript sources
// (through tsx) inside the Portico repository.
import { existsSync } from 'node:fs'

const built = new URL('../dist/devnet/cli.js', import.meta.url)
let cli
if (existsSync(built)) cli = await import(built.href)
else {
  const { register } = await import('tsx/esm/api')
  register()
  cli = await import(new URL('../src/devnet/cli.ts', import.meta.url).href)
}
cli.runDevnetCli(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
