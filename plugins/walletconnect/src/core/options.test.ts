import { describe, expect, it } from 'vitest'
import { validateOptions, withProjectId } from './options.js'

describe('walletConnect() options', () => {
  it('accepts a project id alone, and a relay, rpcMap, methods and metadata', () => {
    expect(validateOptions({ projectId: 'p' })).toEqual({ projectId: 'p' })
    const full = {
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:4400',
      rpcMap: { 'eip155:1': 'http://127.0.0.1:8545' },
      methods: { eip155: ['eth_getEncryptionPublicKey'] },
      metadata: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      telemetry: false,
    }
    expect(validateOptions(full)).toBe(full)
  })

  it('names every bad field', () => {
    const error = (() => {
      try {
        validateOptions({ projectId: '', relayUrl: 'http://relay', rpcMap: { '1': 'ftp://x' } } as never)
      } catch (e) {
        return e as Error & { name: string; metaMessages: string[] }
      }
    })()
    expect(error?.name).toBe('InvalidWalletConnectOptionsError')
    expect(error?.metaMessages.join('\n')).toMatch(/projectId/)
    expect(error?.metaMessages.join('\n')).toMatch(/relayUrl: must be a ws:\/\/ or wss:\/\/ URL/)
    expect(error?.metaMessages.join('\n')).toMatch(/rpcMap\.1/)
  })

  it("settles the project id: its own first, else the kernel's, else an error naming both", () => {
    expect(withProjectId({ projectId: 'own' }, 'kernel').projectId).toBe('own')
    expect(withProjectId({}, 'kernel').projectId).toBe('kernel')
    expect(() => withProjectId({}, undefined)).toThrow(
      expect.objectContaining({
        name: 'InvalidWalletConnectOptionsError',
        metaMessages: [expect.stringMatching(/createPortico\(\{ projectId \}\)/)],
      }),
    )
  })
})
