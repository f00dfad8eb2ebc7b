import {
  type Connector,
  InvalidAddressError,
  type Network,
  PorticoError,
  type TransferParameters,
} from '@portico/kernel'
import { amountAndReceiverRequired } from '@portico/kernel/flow-messages'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import bs58 from 'bs58'
import { isSolanaPublicKey } from '../address.js'
import { walletChainFor } from '../chains.js'
import { type PreflightCommitment, toTransactionCommitment } from '../commitment.js'
import { InvalidWalletAnswerError } from '../errors.js'
import { createRpc, type RpcCall, rpcUrlOf, schemas } from '../rpc/jsonRpc.js'
import type { SolanaOptions } from '../types.js'
import { parseUnits, toBase64 } from '../units.js'
import { getWallet, hasFeature, requireFeature } from '../wallet.js'
import { findWalletAccount } from './accounts.js'
import { waitForConfirmation } from './confirm.js'

type SignAndSend = SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']
type SignOnly = SolanaSignTransactionFeature['solana:signTransaction']

/** A transfer without a usable amount (same text as the send form's: spec 8). */
export class InvalidSolanaTransferError extends PorticoError {
  override name = 'InvalidSolanaTransferError' as const
  constructor(details: string) {
    super(amountAndReceiverRequired, { details })
  }
}

/**
 * Has the wallet sign (and send, when it can) a serialized transaction; answers its signature.
 * Wallets with `solana:signAndSendTransaction` send it themselves; with only
 * `solana:signTransaction` Portico sends the signed bytes to the network's node.
 */
export async function signAndSend({
  connector,
  address,
  network,
  transaction,
  rpc,
  preflightCommitment,
  skipPreflight = false,
}: {
  connector: Connector
  address: string
  network: Network
  transaction: Uint8Array
  rpc: RpcCall
  preflightCommitment: PreflightCommitment
  skipPreflight?: boolean
}): Promise<string> {
  const wallet = getWallet(connector)
  const account = findWalletAccount(wallet.accounts, address)
  if (!account)
    throw new InvalidWalletAnswerError('solana:signTransaction', `${wallet.name} has no account ${address}.`)
  const chain = walletChainFor(network, wallet.chains) as `${string}:${string}`
  if (hasFeature(wallet, 'solana:signAndSendTransaction')) {
    const feature = requireFeature<SignAndSend>(wallet, 'solana:signAndSendTransaction')
    const [answer] = await feature.signAndSendTransaction({
      account,
      chain,
      transaction,
      options: { preflightCommitment: toTransactionCommitment(preflightCommitment), skipPreflight },
    })
    if (!(answer?.signature instanceof Uint8Array) || answer.signature.length !== 64)
      throw new InvalidWalletAnswerError('solana:signAndSendTransaction', 'no 64-byte signature')
    return bs58.encode(answer.signature)
  }
  const feature = requireFeature<SignOnly>(wallet, 'solana:signTransaction')
  const [answer] = await feature.signTransaction({
    account,
    chain,
    transaction,
    options: { preflightCommitment: toTransactionCommitment(preflightCommitment) },
  })
  if (!(answer?.signedTransaction instanceof Uint8Array))
    throw new InvalidWalletAnswerError('solana:signTransaction', 'no signed transaction')
  return rpc(
    'sendTransaction',
    [toBase64(answer.signedTransaction), { encoding: 'base64', skipPreflight, preflightCommitment }],
    schemas.signature,
  )
}

/** Solana's base fee: 5,000 lamports per signature; a transfer carries one. */
export const BASE_FEE_LAMPORTS = 5000n
/** Bytes of an SPL token account (its rent-exempt deposit is what creating one costs). */
const TOKEN_ACCOUNT_BYTES = 165

/**
 * The lamports a transfer costs the sender: the signature's fee, plus, for a token whose receiver
 * has no associated token account yet, that account's rent-exempt deposit (the send creates it).
 *
 * @throws {InvalidAddressError} for a receiver or mint that is not a Solana address.
 */
export async function estimateTransferFee(
  options: SolanaOptions,
  { network, to, token }: Omit<TransferParameters, 'connector' | 'amount'>,
): Promise<bigint> {
  if (!token) return BASE_FEE_LAMPORTS
  for (const address of [to, token.address])
    if (!isSolanaPublicKey(address)) throw new InvalidAddressError({ address, namespace: 'solana' })
  const rpc = createRpc(rpcUrlOf(network, options))
  const { associatedTokenAddress } = await import('../web3/buildTransfer.js')
  const destination = associatedTokenAddress(to, token.address)
  const { value } = await rpc('getAccountInfo', [destination, { encoding: 'base64' }], schemas.account)
  if (value !== null) return BASE_FEE_LAMPORTS
  const rent = await rpc('getMinimumBalanceForRentExemption', [TOKEN_ACCOUNT_BYTES], schemas.lamports)
  return BASE_FEE_LAMPORTS + BigInt(rent)
}

/**
 * Sends SOL or an SPL token through the wallet and waits for confirmation: the transaction is
 * built with @solana/web3.js (loaded now), the receiver's associated token account is created in
 * the same transaction when it does not exist, and the signature is polled with a bounded wait.
 *
 * @throws {InvalidAddressError} for a receiver, sender or mint that is not a Solana address.
 */
export async function sendTransfer(
  options: SolanaOptions,
  { connector, network, from, to, amount, token }: TransferParameters,
): Promise<string> {
  for (const address of [to, from, token?.address]) {
    if (address !== undefined && !isSolanaPublicKey(address))
      throw new InvalidAddressError({ address, namespace: 'solana' })
  }
  const decimals = token?.decimals ?? network.nativeCurrency.decimals
  const units = parseUnits(amount, decimals)
  if (units === undefined || units <= 0n)
    throw new InvalidSolanaTransferError(
      `"${amount}" is not a positive amount with at most ${decimals} decimals.`,
    )
  const rpc = createRpc(rpcUrlOf(network, options))
  const [{ buildTransfer, associatedTokenAddress }, { value: latest }] = await Promise.all([
    import('../web3/buildTransfer.js'),
    rpc('getLatestBlockhash', [{ commitment: 'confirmed' }], schemas.blockhash),
  ])
  let createDestination = false
  if (token) {
    const destination = associatedTokenAddress(to, token.address)
    const { value } = await rpc('getAccountInfo', [destination, { encoding: 'base64' }], schemas.account)
    createDestination = value === null
  }
  const transaction = buildTransfer({
    from,
    to,
    amount: units,
    blockhash: latest.blockhash,
    lastValidBlockHeight: latest.lastValidBlockHeight,
    token: token ? { mint: token.address, decimals: token.decimals, createDestination } : undefined,
  })
  const signature = await signAndSend({
    connector,
    address: from,
    network,
    transaction,
    rpc,
    preflightCommitment: options.preflightCommitment ?? 'confirmed',
  })
  await waitForConfirmation({
    rpc,
    signature,
    lastValidBlockHeight: latest.lastValidBlockHeight,
    timeoutMs: options.confirmTimeoutMs ?? 30_000,
    intervalMs: options.confirmIntervalMs ?? 400,
  })
  return signature
}
