/**
 * `npx portico-devnet`: starts the offline test network (see `startDevnet`), prints where each
 * service listens, and stops everything on Ctrl-C (SIGINT) or SIGTERM, exiting 0.
 *
 *   portico-devnet [--chain <id>]… [--accounts <n>] [--fund <address>[:<ether>[:<tokens>]]]…
 *                  [--fault <route>:<kind>[:<status or delay ms>]]… [--fixed-ports] [--json]
 */
import { parseArgs } from 'node:util'
import { type DevnetFault, type DevnetFunding, type StartDevnetOptions, startDevnet } from './startDevnet'

export const USAGE = `Usage: portico-devnet [options]
  --chain <id>            an EVM chain id (repeat for more); default 31337 31338 31339
  --accounts <n>          dev accounts funded on every chain; default 10
  --fund <addr>[:<eth>[:<ptt>]]  fund an address on every chain (ether default 10000; PTT test tokens)
  --fault <route>:<kind>[:<n>]   an API emulator fault from the start (kind: status, rate-limit,
                          delay, malformed, empty; n = HTTP status or delay in ms); route * = all
  --fixed-ports           the PORTICO_*_PORT variables or their defaults instead of free ports
  --json                  print one JSON line with every URL (for scripts) instead of text
  --help                  this text`

/** Reads the command line into `startDevnet` options; throws a message naming the bad argument. */
export function parseDevnetArgs(
  argv: readonly string[],
): StartDevnetOptions & { json: boolean; help: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      chain: { type: 'string', multiple: true },
      accounts: { type: 'string' },
      fund: { type: 'string', multiple: true },
      fault: { type: 'string', multiple: true },
      'fixed-ports': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  })
  const integer = (text: string, what: string) => {
    const value = Number(text)
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`${what} must be a positive integer, got '${text}'`)
    return value
  }
  const chains = values.chain?.map((id) => integer(id, '--chain'))
  const fund = values.fund?.map((entry): DevnetFunding => {
    const [address = '', ether, tokens] = entry.split(':')
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`--fund needs an address, got '${entry}'`)
    return {
      address: address as `0x${string}`,
      ...(ether ? { ether } : {}),
      ...(tokens ? { tokens } : {}),
    }
  })
  const faults = values.fault?.map((entry): DevnetFault => {
    const [route = '', kind = '', extra] = entry.split(':')
    const number = extra === undefined ? undefined : integer(extra, '--fault')
    const fault =
      kind === 'status'
        ? { kind, ...(number === undefined ? {} : { status: number }) }
        : kind === 'delay'
          ? { kind, ...(number === undefined ? {} : { delayMs: number }) }
          : { kind }
    return { route, fault } as DevnetFault
  })
  return {
    ...(chains ? { chains } : {}),
    ...(values.accounts ? { accounts: integer(values.accounts, '--accounts') } : {}),
    ...(fund ? { fund } : {}),
    ...(faults ? { faults } : {}),
    ports: values['fixed-ports'] ? 'env' : 'free',
    json: values.json ?? false,
    help: values.help ?? false,
  }
}

/** The command: parses `argv`, starts the devnet, prints, and stops it on SIGINT / SIGTERM. */
export async function runDevnetCli(argv: readonly string[]): Promise<void> {
  let options: ReturnType<typeof parseDevnetArgs>
  try {
    options = parseDevnetArgs(argv)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(USAGE)
    return
  }
  const { json, help: _, ...devnetOptions } = options
  const devnet = await startDevnet(devnetOptions)
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (!json) console.log(`\n${signal}: stopping every service…`)
    void devnet.stop().then(() => {
      if (!json) console.log('Every service stopped.')
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  if (json) console.log(JSON.stringify(devnet.info))
  else {
    for (const line of devnet.describe()) console.log(line)
    console.log('Ready. Press Ctrl-C to stop every service.')
  }
}
