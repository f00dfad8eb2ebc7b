import { resolvePreferredAccountType } from '@portico/kernel'
import type { FrameSocialUser, FrameUser } from './frameSchemas.js'

/** The embedded wallet's account types on eip155 (spec 3 "Account"). */
export type SmartAccountType = 'eoa' | 'smartAccount'

/** The account the frame uses on one network, and the accounts the visitor may switch between. */
export type AccountTypeView = {
  type: SmartAccountType
  address: string
  /** The EOA, and the smart account where the network has them (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  accounts: { address: string; type: SmartAccountType }[]
  smartAccountDeployed: boolean | undefined
}

/**
 * The account type GET_USER and CONNECT_SOCIAL ask for: the visitor's pick (kept with the login),
 * else the app's `defaultAccountType`, else spec 9's default for eip155 (smartAccount).
 *
 * @example
 * preferredAccountType(undefined, undefined) // 'smartAccount'
 * preferredAccountType(undefined, 'eoa') // 'eoa'
 * preferredAccountType('smartAccount', 'eoa') // 'smartAccount'
 */
export function preferredAccountType(
  picked: SmartAccountType | undefined,
  appDefault: SmartAccountType | undefined,
): SmartAccountType {
  return (
    picked ??
    (resolvePreferredAccountType({
      namespace: 'eip155',
      ...(appDefault ? { preferred: appDefault } : {}),
    }) as SmartAccountType)
  )
}

/**
 * Reads the frame's user answer into the account the app shows (spec 4 "preferred account type
 * per chain with fallback to EOA"): the smart account counts only on a network the frame listed
 * as enabled, else the answer reads as its EOA.
 *
 * @example
 * accountTypeView({ address: '0xS', chainId: 1, preferredAccountType: 'smartAccount',
 *   accounts: [{ address: '0xS', type: 'smartAccount' }, { address: '0xE', type: 'eoa' }] }, 1, [1])
 * // { type: 'smartAccount', address: '0xS', accounts: [both], smartAccountDeployed: undefined }
 */
export function accountTypeView(
  answer: FrameUser | FrameSocialUser,
  chainId: number,
  enabledNetworks: readonly number[],
): AccountTypeView {
  const enabled = enabledNetworks.includes(chainId)
  const listed = answer.accounts ?? []
  const accounts = listed.filter((account) => enabled || account.type === 'eoa')
  const smart = accounts.find((account) => account.type === 'smartAccount')
  const isSmart =
    answer.preferredAccountType === 'smartAccount' &&
    smart !== undefined &&
    smart.address.toLowerCase() === answer.address.toLowerCase()
  const eoa = listed.find((account) => account.type === 'eoa')?.address
  const deployed = 'smartAccountDeployed' in answer ? answer.smartAccountDeployed : undefined
  return {
    type: isSmart ? 'smartAccount' : 'eoa',
    // A smart account answer on a network without them: the EOA it belongs to.
    address:
      isSmart || answer.preferredAccountType !== 'smartAccount' ? answer.address : (eoa ?? answer.address),
    accounts: accounts.length > 0 ? accounts : [{ address: answer.address, type: 'eoa' }],
    smartAccountDeployed: deployed,
  }
}
