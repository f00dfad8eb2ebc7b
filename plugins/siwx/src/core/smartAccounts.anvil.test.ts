// @vitest-environment node
// Sessions of smart accounts verify through the chain (viem): a deployed ERC-1271 account, and one
// not deployed yet whose ERC-6492 signature carries its factory call. The account contract is
// compiled here with solc-js and deployed on anvil.

import { DEV_ACCOUNTS } from '@portico/testkit/services/chains/index'
import solc from 'solc'
import {
  type Address,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  publicActions,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SiwxServices, startSiwxServices } from '../test/localServices.js'
import { createLocalSessions } from './localSessions.js'

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedAccount {
  address public immutable owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r; bytes32 s; uint8 v;
    assembly { r := calldataload(sig.offset) s := calldataload(add(sig.offset, 32)) v := byte(0, calldataload(add(sig.offset, 64))) }
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract AccountFactory {
  function deploy(address o, bytes32 salt) external returns (address) { return address(new OwnedAccount{salt: salt}(o)); }
}`

type Compiled = { abi: unknown[]; evm: { bytecode: { object: string } } }
function compile(): Record<'OwnedAccount' | 'AccountFactory', Compiled> {
  const input = {
    language: 'Solidity',
    sources: { 'Accounts.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<'OwnedAccount' | 'AccountFactory', Compiled>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return output.contracts['Accounts.sol']!
}

const owner = privateKeyToAccount(DEV_ACCOUNTS[2]!.privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
const deployAbi = [
  {
    type: 'function',
    name: 'deploy',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'o', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ type: 'address' }],
  },
] as const

let services: SiwxServices
let contracts: ReturnType<typeof compile>
let factory: Address
beforeAll(async () => {
  services = await startSiwxServices()
  contracts = compile()
  const client = createWalletClient({
    account: owner,
    transport: http(services.network.rpcUrls.default.http[0]),
  }).extend(publicActions)
  const hash = await client.deployContract({
    abi: contracts.AccountFactory.abi,
    bytecode: `0x${contracts.AccountFactory.evm.bytecode.object}`,
    chain: null,
  })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
}, 120_000)
afterAll(() => services?.stop())

const config = () =>
  createLocalSessions({
    storage: services.portico().storage,
    rpcUrlOf: () => services.network.rpcUrls.default.http[0],
    origin: () => ({ domain: 'app.example', uri: 'https://app.example/' }),
  })

/** A session of `account` signed by `signer`, the signature shaped by `wrap`. */
async function session(account: Address, signer = owner, wrap = (signature: Hex) => signature) {
  const siwx = config()
  const message = await siwx.createMessage({
    accountAddress: account,
    chainId: services.network.caipNetworkId,
  })
  const { toString: _toString, ...data } = message
  const text = message.toString()
  return {
    siwx,
    session: { data, message: text, signature: wrap(await signer.signMessage({ message: text })) },
  }
}

describe('smart-account sessions', () => {
  it('ERC-1271: a deployed account whose owner signed verifies; a stranger does not', async () => {
    const salt = keccak256('0x01')
    const client = createWalletClient({
      account: owner,
      transport: http(services.network.rpcUrls.default.http[0]),
    }).extend(publicActions)
    const hash = await client.writeContract({
      address: factory,
      abi: deployAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
    const account = predicted(salt)
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)

    const good = await session(account)
    await good.siwx.addSession(good.session)
    expect(await good.siwx.getSessions(services.network.caipNetworkId, account)).toHaveLength(1)
    const bad = await session(account, stranger)
    await expect(bad.siwx.addSession(bad.session)).rejects.toMatchObject({ name: 'SiwxVerificationError' })
  })

  it('ERC-6492: an account not deployed yet verifies through its factory call', async () => {
    const salt = keccak256('0x02')
    const account = predicted(salt)
    const factoryData = encodeFunctionData({
      abi: deployAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({ address: factory, data: factoryData, signature })
    const good = await session(account, owner, wrap)
    await good.siwx.addSession(good.session)
    expect(await good.siwx.getSessions(services.network.caipNetworkId, account)).toHaveLength(1)
    const bad = await session(account, stranger, wrap)
    await expect(bad.siwx.addSession(bad.session)).rejects.toMatchObject({ name: 'SiwxVerificationError' })
  })
})

/** The CREATE2 address the factory deploys an owner's account to. */
function predicted(salt: Hex): Address {
  const bytecode = encodeDeployData({
    abi: contracts.OwnedAccount.abi,
    bytecode: `0x${contracts.OwnedAccount.evm.bytecode.object}`,
    args: [owner.address],
  })
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode })
}
