// @portico/kernel/rpc-errors: parsing of wallet and node errors (zod). Import it from lazily loaded
// code; reaching it through the main entry would pull its validation into the first paint.
export { isUserRejection, toRpcError } from '../errors/toRpcError.js'
