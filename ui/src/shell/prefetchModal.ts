import type { Portico } from '@portico/kernel'
import { prefetchCatalogue } from '../views/catalogue/catalogueService.js'
import { loadViewsBundle } from '../views/shared/loadViewsBundle.js'
import { afterNextPaint } from './afterNextPaint.js'
import { whenIdle } from './whenIdle.js'

/**
 * How long after the opened modal's first paint the second bundle waits (then for an idle moment):
 * past the opening's animations and the list's images. The next view is at the earliest a pick
 * away, and a wallet row's intent requests the bundle sooner (`prepareWalletRow`).
 */
const VIEWS_BUNDLE_DELAY_MS = 1000

/**
 * ui's `modal.prefetch` work, loaded with the shell (so the page's first chunks carry none of it):
 * the catalogue's featured and recommended wallets (a hosted service: nothing without a project
 * id), and, a second after the opened modal has painted and once the page is idle, the second bundle of core
 * views (Account, the network views...; see viewsBundle.ts). Resolves with the catalogue: the
 * views bundle is not waited for, a view shown before it arrives shows the loading state.
 */
export function prefetchModal(portico: Portico): Promise<void> {
  afterNextPaint(() =>
    setTimeout(() => whenIdle(() => void loadViewsBundle().catch(() => undefined)), VIEWS_BUNDLE_DELAY_MS),
  )
  return portico.hosted.enabled ? prefetchCatalogue(portico) : Promise.resolve()
}
