import type { Alert } from '../errors/alerts.js'
import { TOAST } from '../firstPaintConstants.js'
import { createStore, type Store } from '../store/createStore.js'

export type ToastVariant = 'success' | 'loading' | 'error'

/** A notification of spec section 3: message, variant, optional icon, open state and auto-close. */
export type Toast = {
  id: number
  message: string
  variant: ToastVariant
  svg?: string
  open: boolean
  autoClose: boolean
}

export type NotificationsState = {
  /** Newest last; closing toasts stay (open: false) until their exit animation is done. */
  toasts: readonly Toast[]
  alert: Alert | undefined
}

export type ShowToastOptions = { svg?: string; autoClose?: boolean }

export type Notifications = Store<NotificationsState> & {
  show(message: string, variant: ToastVariant, options?: ShowToastOptions): void
  success(message: string, options?: ShowToastOptions): void
  loading(message: string, options?: ShowToastOptions): void
  error(message: string, options?: ShowToastOptions): void
  /** Closes a toast (default: the open one). */
  hide(id?: number): void
  showAlert(alert: Alert): void
  dismissAlert(): void
  dispose(): void
}

/**
 * Toasts and alerts of one kernel. A new toast while one is open closes the old one and shows
 * the new one after 150 ms; toasts close after 4 s unless `autoClose` is false (loading toasts
 * stay until replaced); at most 3 are kept, closing ones included.
 */
export function createNotifications(): Notifications {
  const store = createStore<NotificationsState>({ toasts: [], alert: undefined })
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let nextId = 1

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
  }
  const update = (fn: (toasts: readonly Toast[]) => readonly Toast[]) =>
    store.setState((s) => ({ ...s, toasts: fn(s.toasts).slice(-TOAST.maxVisible) }))

  const close = (id: number) => {
    update((toasts) => toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
    // Forget it once its exit animation has run.
    later(TOAST.reshowDelayMs, () => update((toasts) => toasts.filter((t) => t.id !== id || t.open)))
  }

  const add = (toast: Toast) => {
    update((toasts) => [...toasts, toast])
    if (toast.autoClose) later(TOAST.durationMs, () => close(toast.id))
  }

  const notifications: Notifications = {
    ...store,
    show(message, variant, options = {}) {
      const toast: Toast = {
        id: nextId++,
        message,
        variant,
        open: true,
        autoClose: options.autoClose ?? variant !== 'loading',
        ...(options.svg ? { svg: options.svg } : {}),
      }
      const openOnes = store.getState().toasts.filter((t) => t.open)
      if (openOnes.length === 0) return add(toast)
      for (const t of openOnes) close(t.id)
      later(TOAST.reshowDelayMs, () => add(toast))
    },
    success: (message, options) => notifications.show(message, 'success', options),
    loading: (message, options) => notifications.show(message, 'loading', options),
    error: (message, options) => notifications.show(message, 'error', options),
    hide(id) {
      const target = id ?? store.getState().toasts.find((t) => t.open)?.id
      if (target !== undefined) close(target)
    },
    showAlert(alert) {
      store.setState({ alert })
    },
    dismissAlert() {
      store.setState({ alert: undefined })
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
  return notifications
}
