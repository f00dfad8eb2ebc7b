// The transfer transaction, built with @solana/web3.js: this module (and the library) loads only
// when a Solana transfer is sent.
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'

/**
 * web3.js types instruction data as Node's Buffer, but reads it only as bytes; the browser has no
 * Buffer, and the library build knows no Node types.
 */
type InstructionData = ConstructorParameters<typeof TransactionInstruction>[0]['data']

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
/** Token program instruction `TransferChecked` (amount u64 LE, decimals u8). */
const TRANSFER_CHECKED = 12
/** Associated token account program instruction `CreateIdempotent`. */
const CREATE_IDEMPOTENT = 1

/** The associated token account of an owner for a mint (token program). */
export function associatedTokenAddress(owner: string, mint: string): string {
  const [address] = PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBytes(), TOKEN_PROGRAM.toBytes(), new PublicKey(mint).toBytes()],
    ASSOCIATED_TOKEN_PROGRAM,
  )
  return address.toBase58()
}

export type BuildTransferParameters = {
  from: string
  to: string
  /** In the smallest unit (lamports or token units). */
  amount: bigint
  blockhash: string
  lastValidBlockHeight: number
  /** An SPL transfer; absent for SOL. */
  token?: { mint: string; decimals: number; createDestination: boolean } | undefined
}

/**
 * An unsigned legacy transaction paid by `from`: a SystemProgram transfer, or for a token an
 * optional CreateIdempotent of the receiver's associated token account plus a TransferChecked
 * between the two associated token accounts. Answers the wire bytes the wallet signs.
 */
export function buildTransfer({
  from,
  to,
  amount,
  blockhash,
  lastValidBlockHeight,
  token,
}: BuildTransferParameters) {
  const payer = new PublicKey(from)
  const receiver = new PublicKey(to)
  const transaction = new Transaction({ feePayer: payer, blockhash, lastValidBlockHeight })
  if (!token) {
    transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: amount }))
  } else {
    const mint = new PublicKey(token.mint)
    const source = new PublicKey(associatedTokenAddress(from, token.mint))
    const destination = new PublicKey(associatedTokenAddress(to, token.mint))
    if (token.createDestination)
      transaction.add(
        new TransactionInstruction({
          programId: ASSOCIATED_TOKEN_PROGRAM,
          keys: [
            { pubkey: payer, isSigner: true, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: receiver, isSigner: false, isWritable: false },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
          ],
          data: Uint8Array.of(CREATE_IDEMPOTENT) as InstructionData,
        }),
      )
    const data = new Uint8Array(10)
    const view = new DataView(data.buffer)
    data[0] = TRANSFER_CHECKED
    view.setBigUint64(1, amount, true)
    data[9] = token.decimals
    transaction.add(
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: payer, isSigner: true, isWritable: false },
        ],
        data: data as InstructionData,
      }),
    )
  }
  return new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
