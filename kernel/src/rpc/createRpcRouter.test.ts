import { describe, expect, it } from 'vitest'
import { createRpcRouter } from './createRpcRouter.js'

const ctx = { resolve: () => undefined as never }

describe('createRpcRouter', () => {
  it('routes by namespace and method', async () => {
    const rpc = createRpcRouter()
    rpc.handle('eip155', 'eth_chainId', () => '0x1', 'eip155')
    rpc.handle('solana', 'getHealth', async () => 'ok', 'solana')
    await expect(rpc.request({ namespace: 'eip155', method: 'eth_chainId' }, ctx)).resolves.toBe('0x1')
    await expect(rpc.request({ namespace: 'solana', method: 'getHealth' }, ctx)).resolves.toBe('ok')
  })

  it('answers an unregistered method with EIP-1193 4200', async () => {
    const rpc = createRpcRouter()
    await expect(rpc.request({ namespace: 'eip155', method: 'eth_nope' }, ctx)).rejects.toMatchObject({
      code: 4200,
      name: 'UnsupportedMethodError',
    })
  })

  it('rejects a second handler for the same method', () => {
    const rpc = createRpcRouter()
    rpc.handle('eip155', 'x', () => 1, 'a')
    expect(() => rpc.handle('eip155', 'x', () => 2, 'b')).toThrowError(
      expect.objectContaining({ name: 'DuplicateRegistrationError' }),
    )
  })
})
