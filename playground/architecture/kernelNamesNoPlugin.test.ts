// The kernel names no plugin: no plugin id, no view id a plugin registers and no flag a plugin
// declares is written in kernel/src (outside tests, fixtures and the headless test kit, which
// stands in for the ui plugin's views). Plugins reach the kernel through its extension points:
// `flags`, `defineMessages`, view `roles`, `kind` and `after`.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { eip155 } from '@portico/chain-eip155'
import { type AnyPlugin, createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { balances } from '@portico/plugin-balances'
import { send } from '@portico/plugin-send'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'
import { hello } from 'portico-plugin-hello'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './sourceFiles.js'

const REPO = join(import.meta.dirname, '../..')

/** Plugins the architecture names and the team is writing; their ids and flags are reserved too. */
const PLANNED_PLUGIN_IDS = [
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
  'swap',
  'onramp',
  'names',
  'siwx',
  'email-auth',
  'socials',
  'smart-sessions',
  'analytics',
]
const PLANNED_FLAGS = ['swaps', 'onramp', 'email', 'socials']

/**
 * The wallet domain's vocabulary (spec 2, 3) is allowed in kernel/src/wallet: the CAIP-2 namespaces
 * (equal to the chain plugins' ids) and the connect methods (`'email' | 'social' | 'wallet'`).
 */
const WALLET_DOMAIN = 'kernel/src/wallet/'
const CONNECT_METHODS = new Set(['email', 'social', 'wallet'])

function kernelSources(): string[] {
  return sourceFiles(join(REPO, 'kernel/src'), ['testing', 'fixtures'])
}

/** String literals in code (comments and docs may name plugins freely). */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const out: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

async function composedNames() {
  const plugins: AnyPlugin[] = [
    ui(),
    eip155(),
    walletConnect({ projectId: 'names-test' }),
    balances(),
    activity(),
    send(),
    hello(),
  ]
  const portico = createPortico({
    plugins,
    storage: 'memory',
    platform: { mobile: false, telegram: false, os: 'unknown' },
  })
  // Views that plugins register in their deferred parts (send's) count too.
  await portico.loadPlugins()
  const chainIds = new Set([
    ...portico.plugins.filter((p) => p.kind === 'chain').map((p) => p.id),
    ...PLANNED_PLUGIN_IDS.slice(0, 4),
  ])
  const names = new Map<string, string>()
  for (const plugin of portico.plugins)
    if (!chainIds.has(plugin.id)) names.set(plugin.id, `plugin id of ${plugin.id}`)
  for (const id of PLANNED_PLUGIN_IDS.slice(4)) names.set(id, `planned plugin id ${id}`)
  for (const view of portico.views.list()) names.set(view.id, `view of ${view.pluginId}`)
  for (const plugin of portico.plugins)
    for (const flag of Object.keys(plugin.flags ?? {})) names.set(flag, `flag of ${plugin.id}`)
  for (const flag of PLANNED_FLAGS) names.set(flag, 'flag of a planned plugin')
  return { names, chainIds, portico }
}

describe('the kernel names no plugin', () => {
  it('writes no plugin id, plugin view id or plugin flag in kernel/src', async () => {
    const { names, chainIds } = await composedNames()
    expect(names.get('ConnectingWalletConnectBasic')).toBe('view of walletconnect')
    expect(names.get('send')).toBe('flag of send')
    expect(names.get('send/Send')).toBe('view of send')
    const found: string[] = []
    for (const file of kernelSources()) {
      const path = relative(REPO, file)
      for (const literal of stringLiterals(file)) {
        const owner = names.get(literal)
        const domainWord = path.startsWith(WALLET_DOMAIN) && CONNECT_METHODS.has(literal)
        if (owner && !domainWord) found.push(`${path}: '${literal}' (${owner})`)
        if (chainIds.has(literal) && !path.startsWith(WALLET_DOMAIN))
          found.push(`${path}: '${literal}' (chain plugin id)`)
      }
    }
    expect(found).toEqual([])
  })

  it('routes by role to the views that claim them', async () => {
    const { portico } = await composedNames()
    expect(portico.views.forRole('connecting.basic')).toBe('ConnectingWalletConnectBasic')
    expect(portico.views.forRole('wallets.mobile')).toBe('AllWallets')
    expect(portico.modal.defaultView()).toBe('Connect')
  })
})
