/**
 * The send plugin's own user-facing texts (those the spec does not fix). The spec's texts come from
 * the kernel catalogue (`messages.amountAndReceiverRequired`, `messages.tokenRequired`, ...).
 * Plain constants only: the English locale imports them, so this module stays tiny.
 */

export const tokenAddressRequired = 'An ERC20 send needs a token address'
export const invalidReceiver = (namespaceLabel: string) => `Enter a valid ${namespaceLabel} address`
export const invalidAmount = 'Enter an amount greater than 0'
export const tooManyDecimals = (decimals: number | string) => `The token allows at most ${decimals} decimals`
export const insufficientBalance = (balance: string, symbol: string) =>
  `The amount is more than your balance of ${balance} ${symbol}`

/** How each namespace is called in the receiver message. */
export const namespaceLabels: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}
