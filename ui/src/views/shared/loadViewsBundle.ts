/**
 * The second bundle: the core views other than Connect (see shell/viewsBundle.ts). A module of its own,
 * importing nothing, so the wallet rows can request it without pulling Connect's code along.
 */
export const loadViewsBundle = () => import('../../shell/viewsBundle.js')
