import {
  type Address,
  address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  none,
  some,
  type Transaction,
} from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintDecoder,
  getMintEncoder,
  getTokenDecoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_INITIAL_SOL,
  SOLANA_DEV_INITIAL_TOKENS,
  SOLANA_TEST_MINT,
} from './constants'

export const LAMPORTS_PER_SOL = 1_000_000_000n
/** A blockhash stays valid for this many newer blocks, as on a real cluster. */
export const BLOCKHASH_VALIDITY = 150
/** Solana's base fee: 5,000 lamports per signature. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** A transaction the node refused (preflight failure, expired blockhash, bad signature). */
export class TransactionRefusedError extends Error {
  override name = 'TransactionRefusedError'
  constructor(
    message: string,
    readonly err: string,
    readonly logs: readonly string[],
  ) {
    super(message)
  }
}

export type SignatureStatus = { slot: number; err: string | null }

export type SimulationResult = { err: string | null; logs: string[]; unitsConsumed: number }

/** LiteSVM's `TransactionErrorFieldless` (an ambient const enum) by value, as Solana names them. */
const FIELDLESS_ERRORS: readonly string[] = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

const base58 = getBase58Decoder()
const transactionDecoder = getTransactionDecoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

/**
 * The validator's state: a LiteSVM instance plus what a real node adds around it: blocks (one per
 * landed transaction), recent blockhashes that expire after 150 blocks, signature statuses, and
 * the seeded dev accounts and test SPL mint. Lives as long as the process.
 */
export function createLedger() {
  // LiteSVM accepts only its latest blockhash; a wallet signs with one fetched earlier, so the
  // ledger keeps the last 150 and checks the transaction's itself.
  const svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false).withTransactionHistory(10_000n)
  const blockhashes: { hash: Blockhash; lastValidBlockHeight: number }[] = []
  const statuses = new Map<string, SignatureStatus>()
  let slot = 1

  const rememberBlockhash = () => {
    blockhashes.push({ hash: svm.latestBlockhash(), lastValidBlockHeight: slot + BLOCKHASH_VALIDITY })
    if (blockhashes.length > BLOCKHASH_VALIDITY) blockhashes.shift()
  }
  /** A transaction landed: a new block with a new blockhash. */
  const nextBlock = () => {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    rememberBlockhash()
  }
  rememberBlockhash()

  // Fieldless errors come back as enum numbers; the others describe themselves.
  const describe = (failed: FailedTransactionMetadata) => {
    const err = failed.err()
    return typeof err === 'number' ? (FIELDLESS_ERRORS[err] ?? `TransactionError ${err}`) : err.toString()
  }

  const decode = (wire: Uint8Array): Transaction => {
    try {
      return transactionDecoder.decode(wire)
    } catch (error) {
      throw new TransactionRefusedError(
        `failed to deserialize transaction: ${(error as Error).message}`,
        'InvalidTransaction',
        [],
      )
    }
  }
  const blockhashOf = (transaction: Transaction) => {
    const message = messageDecoder.decode(transaction.messageBytes)
    return message.lifetimeToken
  }
  const checkBlockhash = (transaction: Transaction) => {
    const hash = blockhashOf(transaction)
    if (!blockhashes.some((entry) => entry.hash === hash))
      throw new TransactionRefusedError(
        'Transaction simulation failed: Blockhash not found',
        'BlockhashNotFound',
        [],
      )
  }
  const signatureOf = (transaction: Transaction) => {
    const first = Object.values(transaction.signatures)[0]
    if (!first) throw new TransactionRefusedError('transaction has no signatures', 'SignatureFailure', [])
    return base58.decode(first)
  }

  const ledger = {
    svm,
    slot: () => slot,
    latestBlockhash: () => blockhashes[blockhashes.length - 1]!,
    isBlockhashValid: (hash: string) => blockhashes.some((entry) => entry.hash === hash),
    balance: (owner: string) => svm.getBalance(address(owner)) ?? 0n,
    account: (key: string): EncodedAccount | undefined => {
      const account = svm.getAccount(address(key))
      return account.exists ? account : undefined
    },
    rentExemption: (dataLength: number) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),

    /** Fee of a compiled message: 5,000 lamports per required signature. */
    feeForMessage(messageBytes: Uint8Array): bigint {
      const message = messageDecoder.decode(messageBytes)
      const signers = 'header' in message ? message.header.numSignerAccounts : 1
      return LAMPORTS_PER_SIGNATURE * BigInt(signers)
    },

    airdrop(to: string, amount: bigint): string {
      const result = svm.airdrop(address(to), lamports(amount))
      if (!result || result instanceof FailedTransactionMetadata)
        throw new TransactionRefusedError(
          `airdrop failed: ${result ? describe(result) : 'no result'}`,
          'AirdropFailed',
          [],
        )
      const signature = base58.decode(result.signature())
      statuses.set(signature, { slot, err: null })
      nextBlock()
      return signature
    },

    simulate(wire: Uint8Array, { sigVerify = false } = {}): SimulationResult {
      const transaction = decode(wire)
      if (sigVerify) checkBlockhash(transaction)
      const result = svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: describe(result),
          logs: meta.logs(),
          unitsConsumed: Number(meta.computeUnitsConsumed()),
        }
      }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    },

    /**
     * Lands a transaction: with preflight (the default) a failing one is refused and changes
     * nothing; with `skipPreflight` it lands and its status carries the error, as on a cluster.
     */
    send(wire: Uint8Array, { skipPreflight = false } = {}): string {
      const transaction = decode(wire)
      const signature = signatureOf(transaction)
      checkBlockhash(transaction)
      if (statuses.has(signature))
        throw new TransactionRefusedError(
          'Transaction simulation failed: This transaction has already been processed',
          'AlreadyProcessed',
          [],
        )
      if (!skipPreflight) {
        const simulated = svm.simulateTransaction(transaction)
        if (simulated instanceof FailedTransactionMetadata)
          throw new TransactionRefusedError(
            `Transaction simulation failed: Error processing transaction: ${describe(simulated)}`,
            describe(simulated),
            simulated.meta().logs(),
          )
      }
      const result = svm.sendTransaction(transaction)
      statuses.set(signature, {
        slot,
        err: result instanceof FailedTransactionMetadata ? describe(result) : null,
      })
      nextBlock()
      return signature
    },

    status: (signature: string) => statuses.get(signature),

    /** Token accounts of an owner, optionally of one mint. */
    tokenAccountsOf(owner: string, mint?: string) {
      const decoder = getTokenDecoder()
      return svm
        .getProgramAccounts(TOKEN_PROGRAM_ADDRESS)
        .filter((account) => account.data.length === 165)
        .map((account) => ({ account, token: decoder.decode(account.data) }))
        .filter(({ token }) => token.owner === owner && (mint === undefined || token.mint === mint))
    },

    mintDecimals(mint: string): number | undefined {
      const account = ledger.account(mint)
      if (!account || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 82)
        return undefined
      return getMintDecoder().decode(account.data).decimals
    },
  }
  return ledger
}

export type Ledger = ReturnType<typeof createLedger>

/**
 * Funds the dev accounts and creates the test SPL mint (authority: dev account 0) with an
 * associated token account per dev account holding `SOLANA_DEV_INITIAL_TOKENS`. The accounts are
 * written as a genesis would hold them; every later change goes through the token program.
 */
export async function seedLedger(ledger: Ledger): Promise<void> {
  const unit = 10n ** BigInt(SOLANA_TEST_MINT.decimals)
  const perAccount = BigInt(SOLANA_DEV_INITIAL_TOKENS) * unit
  for (const dev of SOLANA_DEV_ACCOUNTS)
    ledger.airdrop(dev.address, BigInt(SOLANA_DEV_INITIAL_SOL) * LAMPORTS_PER_SOL)

  const mint = address(SOLANA_TEST_MINT.address)
  const mintData = getMintEncoder().encode({
    mintAuthority: some(address(SOLANA_DEV_ACCOUNTS[0]!.address)),
    supply: perAccount * BigInt(SOLANA_DEV_ACCOUNTS.length),
    decimals: SOLANA_TEST_MINT.decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  setProgramAccount(ledger, mint, new Uint8Array(mintData))

  for (const dev of SOLANA_DEV_ACCOUNTS) {
    const owner = address(dev.address)
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const data = getTokenEncoder().encode({
      mint,
      owner,
      amount: perAccount,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
    })
    setProgramAccount(ledger, ata, new Uint8Array(data))
  }
}

function setProgramAccount(ledger: Ledger, key: Address, data: Uint8Array) {
  ledger.svm.setAccount({
    address: key,
    data,
    executable: false,
    lamports: lamports(ledger.rentExemption(data.length)),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(data.length),
  })
}
