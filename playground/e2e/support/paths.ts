import { fileURLToPath } from 'node:url'

/** The playground package root: the Vite root of the harness pages. */
export const PLAYGROUND_ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Where browser tests save screenshots (`<view>-<mode>.png`), committed so reviewers see them. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))
