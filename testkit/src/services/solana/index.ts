export * from './constants'
export { BLOCKHASH_VALIDITY, LAMPORTS_PER_SIGNATURE, LAMPORTS_PER_SOL, type Ledger } from './ledger'
export { SOLANA_RPC_METHODS } from './rpc'
export {
  SOLANA_VALIDATOR_NAME,
  type SolanaValidator,
  type StartSolanaValidatorOptions,
  startSolanaValidator,
} from './server'
