#!/usr/bin/env node
// `npx portico-devnet`: inside the Portico repository its TypeScript sources (through tsx), in an
// installed package (which has no sources) the built command.
import { existsSync } from 'node:fs'

const source = new URL('../src/devnet/cli.ts', import.meta.url)
let cli
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api')
  register()
  cli = await import(source.href)
} else cli = await import(new URL('../dist/devnet/cli.js', import.meta.url).href)
cli.runDevnetCli(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
