// The actions against scripted EIP-1193 providers: the wallet answers that a real test wallet
// cannot be made to give (nested error codes, malformed answers, missing methods).
import { messages, NetworkSwitchError } from '@portico/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createScriptedProvider } from '../test/fixtures.js'
import { testNetwork } from '../test/networks.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities, parseCapabilities } from './getCapabilities.js'
import { reconnect } from './reconnect.js'
import { sendCalls } from './sendCalls.js'
import { sendTransaction } from './sendTransaction.js'
import { signMessage } from './signMessage.js'
import { signTypedData } from './signTypedData.js'
import { getAddChainParameters, switchNetwork } from './switchNetwork.js'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const signature = `0x${'ab'.repeat(65)}`

describe('switchNetwork', () => {
  it('adds the chain when 4902 is nested in data.originalError, then switches', async () => {
    let known = false
    const { provider, calls } = createScriptedProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    await switchNetwork({ provider, network: testNetwork })
    expect(calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(calls[1]?.params).toEqual([getAddChainParameters(testNetwork)])
    expect(getAddChainParameters(testNetwork)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
      iconUrls: ['data:image/svg+xml,x'],
    })
  })

  it("maps other failures to the catalogue's 'Failed to switch to chain …'", async () => {
    const { provider } = createScriptedProvider({
      wallet_switchEthereumChain: () => {
        throw { code: -32603, message: 'chain not approved' }
      },
    })
    const error = await switchNetwork({ provider, network: testNetwork }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkSwitchError)
    expect((error as NetworkSwitchError).shortMessage).toBe(messages.failedToSwitchChain(8453))
  })

  it('maps a failed add to the switch text, but keeps a refused add a 4001', async () => {
    const failing = createScriptedProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4902, message: 'Unrecognized chain' }
      },
      wallet_addEthereumChain: () => {
        throw { code: -32602, message: 'bad rpc url' }
      },
    })
    await expect(switchNetwork({ provider: failing.provider, network: testNetwork })).rejects.toMatchObject({
      name: 'NetworkSwitchError',
    })
    const refusing = createScriptedProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4902, message: 'Unrecognized chain' }
      },
      wallet_addEthereumChain: () => {
        throw { code: 4001, message: 'User rejected' }
      },
    })
    const error = await switchNetwork({ provider: refusing.provider, network: testNetwork }).catch(
      (e: unknown) => e,
    )
    // A refusal says what was refused (issue 25) and stays an EIP-1193 4001.
    expect(error).toMatchObject({ name: 'AddNetworkRejectedError', code: 4001 })
  })
})

describe('connect and reconnect', () => {
  it('stays on the wallet chain when it cannot switch while connecting', async () => {
    const warn = vi.fn()
    const { provider } = createScriptedProvider({
      eth_requestAccounts: () => [address],
      eth_chainId: () => '0x1',
      wallet_switchEthereumChain: () => {
        throw { code: -32603, message: 'nope' }
      },
    })
    const result = await connect({ connector: { id: 'w', provider }, network: testNetwork, log: { warn } })
    expect(result).toEqual({
      accounts: [{ namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
      caipNetworkId: 'eip155:1',
    })
    expect(warn).toHaveBeenCalledOnce()
  })

  it('says before it asks the wallet to switch while connecting', async () => {
    const order: string[] = []
    const { provider } = createScriptedProvider({
      eth_requestAccounts: () => [address],
      eth_chainId: () => (order.includes('switch') ? `0x${testNetwork.id.toString(16)}` : '0x1'),
      wallet_switchEthereumChain: () => {
        order.push('switch')
        return null
      },
    })
    const onSwitchNetwork = vi.fn(() => order.push('told'))
    const result = await connect({ connector: { id: 'w', provider }, network: testNetwork, onSwitchNetwork })
    expect(onSwitchNetwork).toHaveBeenCalledWith(testNetwork)
    expect(order).toEqual(['told', 'switch'])
    expect(result.caipNetworkId).toBe(testNetwork.caipNetworkId)
  })

  it('accepts a decimal chain id and rejects malformed answers', async () => {
    const decimal = createScriptedProvider({ eth_accounts: () => [address], eth_chainId: () => '10' })
    expect((await reconnect({ connector: { id: 'w', provider: decimal.provider } }))?.caipNetworkId).toBe(
      'eip155:10',
    )
    const empty = createScriptedProvider({ eth_accounts: () => [] })
    expect(await reconnect({ connector: { id: 'w', provider: empty.provider } })).toBeUndefined()
    const garbage = createScriptedProvider({ eth_requestAccounts: () => ['not an address'] })
    await expect(connect({ connector: { id: 'w', provider: garbage.provider } })).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
    const badChain = createScriptedProvider({
      eth_requestAccounts: () => [address],
      eth_chainId: () => 'mainnet',
    })
    await expect(connect({ connector: { id: 'w', provider: badChain.provider } })).rejects.toMatchObject({
      name: 'InvalidWalletResponseError',
    })
    await expect(connect({ connector: { id: 'w', provider: undefined } })).rejects.toMatchObject({
      name: 'ProviderNotFoundError',
    })
  })

  it('disconnect tolerates wallets without wallet_revokePermissions', async () => {
    const { provider, calls } = createScriptedProvider({})
    await expect(disconnect({ connector: { id: 'w', provider } })).resolves.toBeUndefined()
    expect(calls.map((c) => c.method)).toEqual(['wallet_revokePermissions'])
  })
})

describe('answer formats (spec 5)', () => {
  it('accepts a signature of 0x plus at least 62 hex characters, hex-encoding the text', async () => {
    const { provider, calls } = createScriptedProvider({ personal_sign: () => `0x${'a'.repeat(62)}` })
    await expect(signMessage({ provider, address, message: 'hé' })).resolves.toBe(`0x${'a'.repeat(62)}`)
    expect(calls[0]?.params).toEqual(['0x68c3a9', address])
  })

  it.each([`0x${'a'.repeat(61)}`, 'abcd', 42, null, `0x${'g'.repeat(64)}`])(
    "answers 'Error signing message' for %o",
    async (answer) => {
      const { provider } = createScriptedProvider({
        personal_sign: () => answer,
        eth_signTypedData_v4: () => answer,
      })
      await expect(signMessage({ provider, address, message: 'x' })).rejects.toMatchObject({
        name: 'InvalidSignatureError',
        shortMessage: messages.errorSigningMessage,
      })
      await expect(signTypedData({ provider, address, typedData: '{}' })).rejects.toMatchObject({
        name: 'InvalidSignatureError',
      })
    },
  )

  it.each([`0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, 'hash', undefined])(
    'rejects the transaction hash %o',
    async (answer) => {
      const { provider } = createScriptedProvider({ eth_sendTransaction: () => answer })
      await expect(sendTransaction({ provider, transaction: {} })).rejects.toMatchObject({
        name: 'InvalidTransactionHashError',
      })
    },
  )

  it('accepts a transaction hash of 0x plus 64 hex characters', async () => {
    const hash = `0x${'Ab'.repeat(32)}`
    const { provider } = createScriptedProvider({ eth_sendTransaction: () => hash })
    await expect(sendTransaction({ provider, transaction: {} })).resolves.toBe(hash)
  })

  it('serialises typed data objects with the EIP712Domain type for the wallet', async () => {
    const { provider, calls } = createScriptedProvider({ eth_signTypedData_v4: () => signature })
    await signTypedData({
      provider,
      address,
      typedData: {
        domain: { name: 'Portico', chainId: 1 },
        types: { Ping: [{ name: 'count', type: 'uint256' }] },
        primaryType: 'Ping',
        message: { count: 7n },
      },
    })
    const [, json] = calls[0]!.params as [string, string]
    expect(JSON.parse(json)).toEqual({
      domain: { name: 'Portico', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Ping: [{ name: 'count', type: 'uint256' }],
      },
      primaryType: 'Ping',
      message: { count: '7' },
    })
    await expect(
      signTypedData({
        provider,
        address,
        typedData: {
          domain: {},
          types: { Ping: [{ name: 'who', type: 'address' }] },
          primaryType: 'Ping',
          message: { who: 'x' },
        },
      }),
    ).rejects.toThrow()
  })
})

describe('ERC-5792', () => {
  it('validates recognised capabilities, keeps others, drops malformed ones with a warning', () => {
    const warn = vi.fn()
    const parsed = parseCapabilities(
      {
        '0x1': {
          atomic: { status: 'ready' },
          'flow-control': { supported: true },
          paymasterService: { supported: false },
          sessionKeys: { supported: 'yes' },
          auxiliaryFunds: { supported: true },
          vendorThing: { anything: 1 },
        },
        '0x2105': { atomic: { status: 'sometimes' } },
      },
      { warn },
    )
    expect(parsed).toEqual({
      '0x1': {
        atomic: { status: 'ready' },
        'flow-control': { supported: true },
        paymasterService: { supported: false },
        auxiliaryFunds: { supported: true },
        vendorThing: { anything: 1 },
      },
      '0x2105': {},
    })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(() => parseCapabilities(['x'])).toThrow(
      expect.objectContaining({ name: 'InvalidWalletResponseError' }),
    )
  })

  it("requires the address ('Missing address parameter …') and passes chain ids", async () => {
    const { provider, calls } = createScriptedProvider({ wallet_getCapabilities: () => ({}) })
    await expect(getCapabilities({ provider, address: undefined })).rejects.toMatchObject({
      shortMessage: 'Missing address parameter in wallet_getCapabilities request',
    })
    await getCapabilities({ provider, address, chainIds: ['0x1'] })
    expect(calls[0]?.params).toEqual([address, ['0x1']])
  })

  it("maps an unapproved wallet_getCallsStatus to 'Fetching call status not approved by the wallet'", async () => {
    for (const code of [4100, 4200, -32601]) {
      const { provider } = createScriptedProvider({
        wallet_getCallsStatus: () => {
          throw { code, message: 'no' }
        },
      })
      await expect(getCallsStatus({ provider, id: '0x1' })).rejects.toMatchObject({
        name: 'CallsStatusNotApprovedError',
        shortMessage: 'Fetching call status not approved by the wallet',
      })
    }
    const v1 = createScriptedProvider({
      wallet_getCallsStatus: () => ({ status: 'CONFIRMED', receipts: [] }),
    })
    await expect(getCallsStatus({ provider: v1.provider, id: '0x1' })).resolves.toEqual({
      status: 'CONFIRMED',
      receipts: [],
    })
  })

  it('answers the bundle id of version 1 and version 2 wallets', async () => {
    const params = [{ version: '1.0', chainId: '0x1', from: address, calls: [{ to: address, data: '0x' }] }]
    const v1 = createScriptedProvider({ wallet_sendCalls: () => 'bundle-1' })
    await expect(sendCalls({ provider: v1.provider, params })).resolves.toEqual({ id: 'bundle-1' })
    const v2 = createScriptedProvider({ wallet_sendCalls: () => ({ id: 'bundle-2' }) })
    await expect(sendCalls({ provider: v2.provider, params })).resolves.toEqual({ id: 'bundle-2' })
    await expect(
      sendCalls({
        provider: v2.provider,
        params: [{ chainId: '0x1', calls: [{ to: address, data: 'zz' }] }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidRequestParamsError' })
    await expect(
      sendCalls({ provider: v2.provider, params: [{ chainId: '0x1', calls: [] }] }),
    ).rejects.toMatchObject({
      name: 'InvalidRequestParamsError',
    })
  })
})
