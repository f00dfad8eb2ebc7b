import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { filterWallets } from '@portico/testkit/services/api/handlers/catalogue'
import {
  type ApiEmulator,
  generateWalletCatalogue,
  startApiEmulator,
  type WcWallet,
} from '@portico/testkit/services/api/index'

export const TEST_PROJECT_ID = 'portico-views-test'

/** The project's Blockchain API + catalogue emulator (330 wallets, images, fault injection). */
export function startCatalogueEmulator(): Promise<ApiEmulator> {
  return startApiEmulator({ chains: [] })
}

/** Kernel options that point the catalogue client at a local server. */
export function catalogueOptions(url: string) {
  return { projectId: TEST_PROJECT_ID, api: { catalogApi: url } }
}

export type LargeCatalogue = { url: string; wallets: WcWallet[]; close(): Promise<void> }

/**
 * A `/getWallets` server with `count` wallets (the emulator's catalogue repeated under new ids and
 * names), answering with the emulator's own filters. The emulator serves 330; the 700-entry list
 * test needs more, over real HTTP all the same.
 */
export async function startLargeCatalogue(count: number): Promise<LargeCatalogue> {
  const base = generateWalletCatalogue()
  const wallets = Array.from({ length: count }, (_, index) => {
    const source = base[index % base.length] as WcWallet
    const round = Math.floor(index / base.length)
    return round === 0
      ? source
      : {
          ...source,
          // New identity (id, name, rdns): the wallet list de-duplicates by each of them.
          id: `${source.id.slice(0, 60)}${String(round).padStart(4, '0')}`,
          name: `${source.name} ${round + 1}`,
          rdns: source.rdns && `${source.rdns}.copy${round}`,
          order: source.order + round * 1000,
        }
  })
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    if (url.pathname !== '/getWallets') return void response.writeHead(404, headers).end()
    const query = Object.fromEntries(url.searchParams)
    const page = Number(query.page ?? 1)
    const entries = Number(query.entries ?? 40)
    const matches = filterWallets(wallets, { ...query, page, entries } as Parameters<typeof filterWallets>[1])
    const start = (page - 1) * entries
    response
      .writeHead(200, headers)
      .end(JSON.stringify({ count: matches.length, data: matches.slice(start, start + entries) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    wallets,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
