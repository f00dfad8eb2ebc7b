/** An EIP-1193 provider error, as a real wallet throws it: a message, a numeric code, optional data. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The error codes the test wallet answers with (EIP-1193, EIP-1474, ERC-5792). */
export const walletErrors = {
  userRejected: () => new ProviderRpcError(4001, 'User rejected the request.'),
  unauthorized: (detail: string) => new ProviderRpcError(4100, `Unauthorized: ${detail}`),
  unsupportedMethod: (method: string) =>
    new ProviderRpcError(4200, `The test wallet does not support ${method}.`),
  disconnected: () => new ProviderRpcError(4900, 'The test wallet is disconnected.'),
  unrecognizedChain: (chainId: string) =>
    new ProviderRpcError(
      4902,
      `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
    ),
  invalidParams: (detail: string) => new ProviderRpcError(-32602, `Invalid parameters: ${detail}`),
  unsupportedChainForCalls: (chainId: string) =>
    new ProviderRpcError(5710, `The test wallet does not support calls on chain ${chainId}.`),
  unknownBundle: (id: string) => new ProviderRpcError(5730, `Unknown bundle id ${id}.`),
  atomicityNotSupported: () => new ProviderRpcError(5760, 'The test wallet cannot execute calls atomically.'),
} as const
