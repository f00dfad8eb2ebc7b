import { defineMessages } from '@portico/kernel'

/**
 * The send plugin's part of the message catalogue: the spec's send texts and the plugin's own.
 * `An amount and receiver address are required` stays in the kernel's catalogue because the chain
 * plugins' transfers throw it too. Plain texts only: the English locale imports them.
 */
export const {
  tokenRequired,
  tokenAddressRequired,
  invalidReceiver,
  receiverChecksum,
  sendRejected,
  invalidAmount,
  tooManyDecimals,
  insufficientBalance,
} = defineMessages({
  tokenRequired: 'A token is required',
  tokenAddressRequired: 'An ERC20 send needs a token address',
  invalidReceiver: (namespaceLabel: string) => `Enter a valid ${namespaceLabel} address`,
  receiverChecksum:
    'This address has a wrong checksum (a character may be mistyped). Check it, or paste it again.',
  sendRejected: 'The wallet rejected the send',
  invalidAmount: 'Enter an amount greater than 0',
  tooManyDecimals: (decimals: number | string) => `The token allows at most ${decimals} decimals`,
  insufficientBalance: (balance: string, symbol: string) =>
    `The amount is more than your balance of ${balance} ${symbol}`,
})

/** How each namespace is called in the receiver message. */
export const namespaceLabels: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}
