import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  pad,
} from 'viem'
import { jsonRpc } from './jsonRpc.js'
import sessionAccountArtifact from './sessions/artifact.json' with { type: 'json' }

const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: Hex }
/** The published ERC-4337 v0.7 artifacts (`@account-abstraction/contracts` 0.7.0), compiled by their authors. */
const artifact = (name: string): Artifact => require(`@account-abstraction/contracts/artifacts/${name}.json`)

export const entryPointArtifact = artifact('EntryPoint')
export const simpleAccountFactoryArtifact = artifact('SimpleAccountFactory')
export const simpleAccountArtifact = artifact('SimpleAccount')

/** Anvil's built-in deterministic deployment proxy (CREATE2 with a salt prefix). */
const CREATE2_PROXY: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt the EntryPoint v0.7 was deployed with on public chains (so the address is the canonical one). */
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
const FACTORY_SALT: Hex = pad('0x0', { size: 32 })
const SESSION_ACCOUNT_SALT: Hex = pad('0x5e55', { size: 32 })
/** Who sends the deployments: an address of its own, so the dev accounts' nonces stay untouched. */
const DEPLOYER: Address = '0x000000000000000000000000000000000000a4a4'

export type AccountAbstraction = {
  entryPoint: Address
  factory: Address
  /** Portico's session-key account implementation (a SimpleAccount upgrades to it on its first grant). */
  sessionAccount: Address
}

/**
 * Deploys the EntryPoint v0.7, the SimpleAccountFactory and Portico's session account implementation on an anvil chain through the CREATE2
 * proxy (same addresses on every chain and every run; a chain that has them is left alone).
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstraction> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const entryPoint = await create2(client, rpcUrl, ENTRY_POINT_SALT, entryPointArtifact.bytecode)
  const factoryCode = encodeDeployData({
    abi: simpleAccountFactoryArtifact.abi,
    bytecode: simpleAccountFactoryArtifact.bytecode,
    args: [entryPoint],
  })
  const factory = await create2(client, rpcUrl, FACTORY_SALT, factoryCode)
  const sessionAccountCode = encodeDeployData({
    abi: sessionAccountArtifact.abi as Abi,
    bytecode: sessionAccountArtifact.bytecode as Hex,
    args: [entryPoint],
  })
  const sessionAccount = await create2(client, rpcUrl, SESSION_ACCOUNT_SALT, sessionAccountCode)
  return { entryPoint, factory, sessionAccount }
}

/** Deploys `initCode` through anvil's CREATE2 proxy unless the address has code; resolves with the address. */
export async function create2(
  client: ReturnType<typeof createPublicClient>,
  rpcUrl: string,
  salt: Hex,
  initCode: Hex,
): Promise<Address> {
  const address = getContractAddress({ opcode: 'CREATE2', from: CREATE2_PROXY, salt, bytecode: initCode })
  const existing = await client.getCode({ address })
  if (existing && existing !== '0x') return address
  await jsonRpc(rpcUrl, 'anvil_setBalance', [DEPLOYER, '0x56bc75e2d63100000'])
  await jsonRpc(rpcUrl, 'anvil_impersonateAccount', [DEPLOYER])
  try {
    const hash = (await jsonRpc(rpcUrl, 'eth_sendTransaction', [
      { from: DEPLOYER, to: CREATE2_PROXY, data: concat([salt, initCode]), gas: '0x1c9c380' },
    ])) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`CREATE2 deployment reverted (${hash})`)
  } finally {
    await jsonRpc(rpcUrl, 'anvil_stopImpersonatingAccount', [DEPLOYER])
  }
  const code = await client.getCode({ address })
  if (!code || code === '0x') throw new Error(`Nothing was deployed at ${address}`)
  return address
}
