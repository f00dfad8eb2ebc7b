/**
 * The two bindings primitives and views read the kernel through. They come from the shell's hooks;
 * this one file is the seam, so a rename there is a one-line change here.
 */
export { usePortico } from '../hooks/usePortico.js'
export { useT } from '../hooks/useT.js'
