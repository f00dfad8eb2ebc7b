// The wallet page's ERC-7715 answers: a grant comes back with the wallet's signature as its
// permission context; a revoke is acknowledged.
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../../services/chains/constants'
import { answerRequest, WALLET_METHODS, WalletRequestError } from './answerRequest'

const account = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
const ask = (method: string, params: unknown) =>
  answerRequest({ account, chains: [], chainId: 'eip155:31337', method, params, switchChain: async () => {} })

const request = {
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04ab' }] } },
  permissions: [
    { type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 0, period: 60 } },
  ],
  policies: [],
}

describe('wallet_grantPermissions and wallet_revokePermissions', () => {
  it('are offered to dapps', () => {
    expect(WALLET_METHODS).toEqual(
      expect.arrayContaining(['wallet_grantPermissions', 'wallet_revokePermissions']),
    )
  })

  it('grants with the request, the address and a context the wallet signed', async () => {
    const answer = (await ask('wallet_grantPermissions', [request])) as typeof request & {
      address: string
      context: `0x${string}`
    }
    expect(answer).toMatchObject({ ...request, address: account.address })
    const signer = await recoverMessageAddress({
      message: JSON.stringify(request),
      signature: answer.context,
    })
    expect(signer).toBe(account.address)
    const revoked = (await ask('wallet_revokePermissions', [
      { permissionContext: answer.context },
    ])) as `0x${string}`
    expect(await recoverMessageAddress({ message: { raw: answer.context }, signature: revoked })).toBe(
      account.address,
    )
    await expect(ask('wallet_revokePermissions', [{}])).rejects.toBeInstanceOf(WalletRequestError)
  })

  it('refuses a grant without a request object', async () => {
    await expect(ask('wallet_grantPermissions', [])).rejects.toBeInstanceOf(WalletRequestError)
  })
})
