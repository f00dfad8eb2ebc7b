import { definePlugin, RpcError } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
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
