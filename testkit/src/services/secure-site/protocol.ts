// The frame protocol's names, schemas and RPC lists, from the plugin's (and the kernel's texts)
// sources by path: this service runs in plain Node (`npm start` through tsx, the e2e global
// setup), which resolves package names to their built `dist`, not to the `source` condition.
export { rpcCallNotAllowed as RPC_NOT_ALLOWED } from '../../../../kernel/src/errors/flowMessages.js'
export * from '../../../../plugins/email-auth/src/exports/protocol.js'
