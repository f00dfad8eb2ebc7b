/**
 * ERC-7715 permission requests (`wallet_grantPermissions`) with the permission types of
 * API-FACTS 2.19, built with types instead of hand-written objects.
 *
 * @example
 * // The chain's clock: periods count in block time, and a wall-clock start can be ahead of it.
 * const now = Number((await publicClient.getBlock()).timestamp)
 * const request = permissionRequest({
 *   chainId: 31337,
 *   expiry: now + 86_400,
 *   signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey }] } },
 *   permissions: [nativeRecurringAllowance({ allowance: 10n ** 16n, start: now, period: 86_400 })],
 * })
 * await service.grantPermissions(request)
 */

type Hex = `0x${string}`

export type ContractCallPermission = {
  type: 'contract-call'
  data: {
    address: Hex
    abi: readonly unknown[]
    functions: readonly {
      functionName: string
      args?: readonly unknown[]
      valueLimit?: Hex
      operation?: string
    }[]
  }
}
export type NativeRecurringAllowancePermission = {
  type: 'native-token-recurring-allowance'
  data: { allowance: Hex; start: number; period: number }
}
export type Erc20RecurringAllowancePermission = {
  type: 'erc20-recurring-allowance'
  data: { token: Hex; allowance: Hex; start: number; period: number }
}
export type SessionPermission =
  | ContractCallPermission
  | NativeRecurringAllowancePermission
  | Erc20RecurringAllowancePermission

export type SessionSigner = {
  type: 'keys'
  data: { keys: readonly { type: 'secp256k1' | 'secp256r1'; publicKey: Hex }[] }
}

export type PermissionRequest = {
  chainId: Hex
  address?: Hex
  /** Unix seconds. */
  expiry: number
  signer: SessionSigner
  permissions: readonly SessionPermission[]
  policies: readonly { type: string; data: unknown }[]
}

const hex = (value: bigint): Hex => {
  if (value < 0n) throw new RangeError('An allowance cannot be negative.')
  return `0x${value.toString(16)}`
}
const whole = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole seconds, not ${value}.`)
  return value
}

/** Spending of the native token, at most `allowance` (wei) per `period` seconds from `start`. */
export function nativeRecurringAllowance(options: {
  allowance: bigint
  start: number
  period: number
}): NativeRecurringAllowancePermission {
  return {
    type: 'native-token-recurring-allowance',
    data: {
      allowance: hex(options.allowance),
      start: whole('start', options.start),
      period: whole('period', options.period),
    },
  }
}

/** Spending of an ERC-20 token, at most `allowance` (token units) per `period` seconds. */
export function erc20RecurringAllowance(options: {
  token: Hex
  allowance: bigint
  start: number
  period: number
}): Erc20RecurringAllowancePermission {
  if (!/^0x[0-9a-fA-F]{40}$/.test(options.token))
    throw new RangeError(`Not a token address: ${options.token}`)
  return {
    type: 'erc20-recurring-allowance',
    data: {
      token: options.token,
      allowance: hex(options.allowance),
      start: whole('start', options.start),
      period: whole('period', options.period),
    },
  }
}

/** Calls of the named functions of one contract. */
export function contractCall(data: ContractCallPermission['data']): ContractCallPermission {
  if (!/^0x[0-9a-fA-F]{40}$/.test(data.address))
    throw new RangeError(`Not a contract address: ${data.address}`)
  if (!data.functions.length) throw new RangeError('A contract-call permission names at least one function.')
  return { type: 'contract-call', data }
}

/** The request `wallet_grantPermissions` takes; `chainId` as a number or hex. */
export function permissionRequest(
  options: Omit<PermissionRequest, 'chainId' | 'policies'> & {
    chainId: number | Hex
    policies?: PermissionRequest['policies']
  },
): PermissionRequest {
  if (!options.permissions.length)
    throw new RangeError('A permission request asks for at least one permission.')
  return {
    ...options,
    chainId: typeof options.chainId === 'number' ? hex(BigInt(options.chainId)) : options.chainId,
    expiry: whole('expiry', options.expiry),
    policies: options.policies ?? [],
  }
}
