import { lazy } from 'react'

/**
 * The lazily loaded parts of the UI. These hold code, not instance state: every instance renders
 * the same modules, so one lazy wrapper per module is shared safely.
 */
export const loadModalRoot = () => import('./ModalRoot.js')
export const loadToastRegion = () => import('./ToastRegion.js')

export const LazyModalRoot = lazy(loadModalRoot)
export const LazyToastRegion = lazy(loadToastRegion)
