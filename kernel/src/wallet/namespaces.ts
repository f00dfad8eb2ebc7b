/** The CAIP-2 namespaces Portico knows (spec section 1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
