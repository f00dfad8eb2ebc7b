import { definePlugin, RpcError } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { nativeRecurringAllowance, permissionRequest } from '../permissions.js'
import { createSmartSessionsService } from './createSmartSessionsService.js'

/** A wallet stand-in answering the ERC-7715 methods with `answer`. */
const walletWith = (answer: () => unknown) =>
  definePlugin({
    id: 'wallet-stand-in',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions'])
        ctx.rpc.handle('eip155', method, async (request) => {
          const value = answer()
          if (value instanceof Error) throw value
          return { method, params: request.params, value }
        })
    },
  })

const request = permissionRequest({
  chainId: 31337,
  expiry: 1_900_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } },
  permissions: [nativeRecurringAllowance({ allowance: 1n, start: 0, period: 60 })],
})

describe('smart sessions service', () => {
  it('sends wallet_grantPermissions / wallet_revokePermissions to the wallet with the typed request', async () => {
    const portico = createTestPortico({ plugins: [walletWith(() => 'ok')] })
    const service = createSmartSessionsService(portico)
    await expect(service.grantPermissions(request)).resolves.toEqual({
      method: 'wallet_grantPermissions',
      params: [request],
      value: 'ok',
    })
    await expect(service.revokePermissions({ permissionContext: '0x01' })).resolves.toMatchObject({
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: '0x01' }],
    })
  })

  it('a wallet without them (4200, or method not found) gets plain words', async () => {
    for (const code of [4200, -32601]) {
      const portico = createTestPortico({
        plugins: [walletWith(() => new RpcError(code, { message: 'Unsupported method' }))],
      })
      const service = createSmartSessionsService(portico)
      await expect(service.grantPermissions(request)).rejects.toMatchObject({
        name: 'PermissionsUnsupportedError',
        shortMessage: 'The connected wallet cannot grant or revoke session permissions.',
      })
    }
    const portico = createTestPortico({ plugins: [walletWith(() => new RpcError(4001, { message: 'no' }))] })
    await expect(createSmartSessionsService(portico).grantPermissions(request)).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('without a connected EVM account the list is an error state, not a crash, and revoke refuses an unknown pci', async () => {
    const portico = createTestPortico()
    const service = createSmartSessionsService(portico)
    await service.refresh()
    expect(service.getState()).toMatchObject({ status: 'error', sessions: [] })
    expect((service.getState().error as Error).message).toContain('Connect an EVM account')
    await expect(service.revoke('nope')).rejects.toThrow()
  })
})

describe('granting a session through the cosigner (API-FACTS 2.19)', () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const network = testNetworks.ethereum
  const caip10 = `${network.caipNetworkId}:${account}`

  /** The Blockchain API's session routes, in memory, recording what the plugin posts. */
  function cosigner() {
    const posted: Array<{ path: string; body: unknown }> = []
    const sessions: Array<Record<string, unknown>> = []
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      if (init?.method === 'POST')
        posted.push({ path: `${url.pathname}?v=${url.searchParams.get('v')}`, body })
      if (url.pathname === `/v1/sessions/${caip10}` && init?.method === 'POST') {
        sessions.push({
          project: { id: 'p1', name: 'app', url: null, iconUrl: null },
          pci: 'pci-1',
          expiry: body.expiry,
          createdAt: 1,
          permissions: body.permissions,
          policies: body.policies,
          context: null,
          revokedAt: null,
        })
        return Response.json({ pci: 'pci-1', key: { type: 'secp256k1', publicKey: '0x04c05' } })
      }
      if (url.pathname.endsWith('/activate')) {
        sessions[0]!.context = body.context
        return new Response(null, { status: 200 })
      }
      return Response.json({ pcis: sessions })
    }
    return { fetch: fetch as typeof globalThis.fetch, posted, sessions }
  }

  /** A wallet granting with `answer(params)`, revoking with `revoke(params)`, signing 0x5191. */
  const granting = (answer: (params: unknown) => unknown, revoke: (params: unknown) => unknown) =>
    definePlugin({
      id: 'granting-wallet',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.rpc.handle('eip155', 'wallet_grantPermissions', async (rpc) => answer(rpc.params))
        ctx.rpc.handle('eip155', 'wallet_revokePermissions', async (rpc) => {
          const value = revoke(rpc.params)
          if (value instanceof Error) throw value
          return value
        })
        ctx.rpc.handle('eip155', 'personal_sign', async () => '0x5191')
      },
    })

  async function connected(
    answer: (params: unknown) => unknown,
    revoke: (params: unknown) => unknown = () => null,
  ) {
    const api = cosigner()
    const wallet = mockChain({ accounts: [account], caipNetworkId: network.caipNetworkId })
    const portico = createTestPortico({
      networks: [network],
      projectId: 'p1',
      api: { blockchainApi: 'http://127.0.0.1:9' },
      fetch: api.fetch,
      plugins: [wallet.plugin, granting(answer, revoke)],
    })
    await portico.start()
    await portico.wallet.connect({ connectorId: 'mock.injected', network })
    return { portico, api, service: createSmartSessionsService(portico) }
  }

  it('registers the request, asks the wallet with the cosigner key added, activates it with the context', async () => {
    const { api, service } = await connected((params) => ({ context: '0xc0ffee', params }))
    const granted = await service.grantSession(request)
    expect(granted).toMatchObject({
      pci: 'pci-1',
      context: '0xc0ffee',
      cosignerKey: { publicKey: '0x04c05' },
    })
    const keys = [...request.signer.data.keys, { type: 'secp256k1', publicKey: '0x04c05' }]
    // The stand-in wallet echoes what it was asked.
    expect((granted.response as { params: unknown[] }).params).toEqual([
      { ...request, signer: { type: 'keys', data: { keys } } },
    ])
    expect(api.posted.map((post) => post.path)).toEqual([
      `/v1/sessions/${caip10}?v=2`,
      `/v1/sessions/${caip10}/activate?v=null`,
    ])
    expect(api.posted[1]?.body).toMatchObject({
      pci: 'pci-1',
      context: '0xc0ffee',
      permissions: request.permissions,
    })
    expect(service.getState()).toMatchObject({
      status: 'ready',
      sessions: [{ pci: 'pci-1', context: '0xc0ffee' }],
    })
  })

  it('a wallet answer without a permission context is a clear error and nothing is activated', async () => {
    const { api, service } = await connected(() => undefined)
    await expect(service.grantSession(request)).rejects.toMatchObject({
      name: 'MissingPermissionsContextError',
      shortMessage: 'The wallet granted the session without a permission context.',
    })
    expect(api.posted).toHaveLength(1)
  })

  it('revoking a granted session asks the wallet to revoke it (its signature is posted), else signs the message', async () => {
    const asked: unknown[] = []
    const { api, service } = await connected(
      () => ({ context: '0xc0ffee' }),
      (params) => {
        asked.push(params)
        return '0x7e0c'
      },
    )
    await service.grantSession(request)
    await service.revoke('pci-1')
    expect(asked).toEqual([[{ permissionContext: '0xc0ffee' }]])
    expect(api.posted.at(-1)).toEqual({
      path: `/v1/sessions/${caip10}/revoke?v=null`,
      body: { pci: 'pci-1', signature: '0x7e0c' },
    })

    // A wallet without wallet_revokePermissions: the revocation message is signed instead.
    const other = await connected(
      () => ({ context: '0xc0ffee' }),
      () => new RpcError(4200, { message: 'Unsupported method' }),
    )
    await other.service.grantSession(request)
    await other.service.revoke('pci-1')
    expect(other.api.posted.at(-1)?.body).toEqual({ pci: 'pci-1', signature: '0x5191' })
  })
})
