import { serializeTypedData as serialize, type TypedDataDefinition, validateTypedData } from 'viem'

/**
 * EIP-712 typed data as the JSON text `eth_signTypedData_v4` takes, after checking that the
 * message matches its types (bigints become decimal strings).
 *
 * @throws when a field does not match its declared type.
 * @example
 * serializeTypedData({ domain, types, primaryType: 'Mail', message }) // '{"domain":…}'
 */
export function serializeTypedData(typedData: Record<string, unknown>): string {
  const definition = typedData as unknown as TypedDataDefinition
  validateTypedData(definition)
  return serialize(definition)
}
