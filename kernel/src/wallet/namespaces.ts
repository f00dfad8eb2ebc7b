// The list is defined beside the CAIP-2 error that quotes it (caipErrors.ts), which the instance
// loads anyway: in a module of its own it was one more file before the first click. Keep this
// re-export between it and firstPaintConstants.ts: importing caipErrors.ts from there directly
// runs the error module with the page's entry (its `namespacesLine` is computed at load) and
// splits the entry's shared code into many more files (consumer page `/` 6 -> 12).
export { CHAIN_NAMESPACES } from './caipErrors.js'
