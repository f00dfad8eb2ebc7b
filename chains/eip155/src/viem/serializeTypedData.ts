import {
  getTypesForEIP712Domain,
  serializeTypedData as serialize,
  type TypedDataDefinition,
  type TypedDataDomain,
  validateTypedData,
} from 'viem'

/**
 * EIP-712 typed data as the JSON text `eth_signTypedData_v4` takes, after checking that the
 * message matches its types. Wallets hash the domain with the `EIP712Domain` type they receive,
 * so it is derived from the domain when the caller left it out; bigints become decimal strings.
 *
 * @throws when a field does not match its declared type.
 * @example
 * serializeTypedData({ domain, types, primaryType: 'Mail', message }) // '{"domain":…,"types":{"EIP712Domain":[…],…}}'
 */
export function serializeTypedData(typedData: Record<string, unknown>): string {
  const definition = typedData as unknown as TypedDataDefinition
  validateTypedData(definition)
  const types = definition.types as Record<string, unknown>
  const withDomain = types.EIP712Domain
    ? definition
    : {
        ...definition,
        types: {
          EIP712Domain: getTypesForEIP712Domain({ domain: definition.domain as TypedDataDomain | undefined }),
          ...types,
        },
      }
  return serialize(withDomain as TypedDataDefinition)
}
