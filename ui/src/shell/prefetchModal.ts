import type { Portico } from '@portico/kernel'
import { prefetchCatalogue } from '../views/catalogue/catalogueService.js'
import { afterNextPaint } from './afterNextPaint.js'
import { loadViewsBundle } from './coreViewLoader.js'
import { whenIdle } from './whenIdle.js'

/**
 * ui's `modal.prefetch` work, loaded with the shell (so the page's first chunks carry none of it):
 * the catalogue's featured and recommended wallets (a hosted service: nothing without a project
 * id), and, once the opened modal has painted and the page is idle, the second bundle of core
 * views (Account, the network views...; see viewsBundle.ts). Resolves with the catalogue: the
 * views bundle is not waited for, a view shown before it arrives shows the loading state.
 */
export function prefetchModal(portico: Portico): Promise<void> {
  afterNextPaint(() => whenIdle(() => void loadViewsBundle().catch(() => undefined)))
  return portico.hosted.enabled ? prefetchCatalogue(portico) : Promise.resolve()
}
