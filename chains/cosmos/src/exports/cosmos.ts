// @portico/chain-cosmos/cosmos: address parsing and message verification for apps and servers
// (loads CosmJS's encoding and crypto; import it where they are wanted).
export {
  isCosmosAddressOf,
  type ParsedCosmosAddress,
  parseCosmosAddress,
  toCosmosAddress,
} from '../address/address.js'
export {
  makeAdr36SignDoc,
  SECP256K1_PUBKEY_TYPE,
  type StdSignature,
  verifyArbitrary,
  verifyStdSignature,
} from '../message/verify.js'
