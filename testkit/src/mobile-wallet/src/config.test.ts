import { describe, expect, it } from 'vitest'
import { LOCAL_BITCOIN_CAIP_NETWORK_ID } from '../../services/bitcoin/constants.js'
import { DEV_ACCOUNTS } from '../../services/chains/constants.js'
import { COSMOS_LOCAL_CHAIN_ID } from '../../services/cosmos/constants.js'
import { POLKADOT_LOCAL_CAIP_NETWORK_ID } from '../../services/polkadot/constants.js'
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from '../../services/solana/constants.js'
import { DEFAULT_RELAY_URL, readConfig } from './config.js'

describe('mobile wallet page query', () => {
  it('defaults to the local relay, account 1 and both local chains on their default ports', () => {
    const config = readConfig('')
    expect(config.relayUrl).toBe(DEFAULT_RELAY_URL)
    expect(config.accountIndex).toBe(1)
    expect(config.privateKey).toBe(DEV_ACCOUNTS[1]?.privateKey)
    expect(config.chains.map((c) => [c.chainId, c.rpcUrl])).toEqual([
      [31337, 'http://127.0.0.1:8545'],
      [31338, 'http://127.0.0.1:8546'],
    ])
    expect(config.uri).toBeUndefined()
  })

  it('takes the relay, a URI, the account, RPC overrides and a chain filter', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'
    const config = readConfig(
      `?relay=ws://127.0.0.1:5001&uri=${encodeURIComponent(uri)}&account=0&rpc=31337=http://127.0.0.1:9545&rpc=10=http://127.0.0.1:9600&chains=31337,10`,
    )
    expect(config).toMatchObject({ relayUrl: 'ws://127.0.0.1:5001', uri, accountIndex: 0 })
    expect(config.chains.map((c) => [c.chainId, c.rpcUrl])).toEqual([
      [31337, 'http://127.0.0.1:9545'],
      [10, 'http://127.0.0.1:9600'],
    ])
  })

  it('holds a Solana and a Bitcoin key only when asked', () => {
    expect(readConfig('')).toMatchObject({ solana: undefined, bitcoin: undefined })
    const config = readConfig('?solana=http://127.0.0.1:8899&bitcoin=1')
    expect(config.solana).toEqual({
      caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
      rpcUrl: 'http://127.0.0.1:8899',
    })
    expect(config.bitcoin).toMatchObject({
      caipNetworkId: LOCAL_BITCOIN_CAIP_NETWORK_ID,
      walletChain: 'bitcoin:regtest',
    })
    expect(readConfig('?solana=javascript:alert(1)&bitcoin=yes')).toMatchObject({
      solana: undefined,
      bitcoin: undefined,
    })
  })

  it('holds Polkadot and Cosmos keys only when asked', () => {
    expect(readConfig('')).toMatchObject({ polkadot: undefined, cosmos: undefined })
    expect(readConfig('?polkadot=1&cosmos=1')).toMatchObject({
      polkadot: { caipNetworkId: POLKADOT_LOCAL_CAIP_NETWORK_ID },
      cosmos: { chainId: COSMOS_LOCAL_CHAIN_ID, bech32Prefix: 'cosmos' },
    })
    expect(readConfig('?polkadot=yes&cosmos=0')).toMatchObject({ polkadot: undefined, cosmos: undefined })
  })

  it('ignores malformed values', () => {
    const config = readConfig('?relay=http://x&uri=nope&account=7&rpc=abc&rpc=1=ftp://x&chains=a,-1')
    expect(config.relayUrl).toBe(DEFAULT_RELAY_URL)
    expect(config.uri).toBeUndefined()
    expect(config.accountIndex).toBe(1)
    expect(config.chains).toHaveLength(2)
  })
})
