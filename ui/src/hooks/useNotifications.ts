import type { Alert, Notifications, NotificationsState } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

export type UseNotificationsResult = NotificationsState &
  Pick<Notifications, 'show' | 'success' | 'loading' | 'error' | 'hide' | 'dismissAlert'> & {
    showAlert(alert: Alert): void
  }

/**
 * Toasts (spec 9: 4 s, at most 3, a replaced one re-shows after 150 ms) and the alert bar.
 *
 * @example
 * const { success, error, showAlert } = useNotifications()
 * success('Address copied')
 * showAlert(alerts.RATE_LIMITED)
 */
export function useNotifications(): UseNotificationsResult {
  const { portico, server } = usePorticoContext('useNotifications')
  const state = useStore(portico.notifications, (s) => s, { serverState: server.notifications })
  return useMemo(() => {
    const n = portico.notifications
    return {
      ...state,
      show: (message, variant, options) => n.show(message, variant, options),
      success: (message, options) => n.success(message, options),
      loading: (message, options) => n.loading(message, options),
      error: (message, options) => n.error(message, options),
      hide: (id) => n.hide(id),
      showAlert: (alert) => n.showAlert(alert),
      dismissAlert: () => n.dismissAlert(),
    }
  }, [portico, state])
}
