import { useEffect, useRef } from 'react'

/**
 * Runs `run` every `intervalMs` while the page is visible, and once when it becomes visible again,
 * for as long as the component is mounted: lists that follow the chain (activity, balances) look
 * again while someone watches them and stay quiet in a background tab.
 *
 * @example
 * useWhileVisible(() => void activity.checkForNew(), 15_000)
 */
export function useWhileVisible(run: () => void, intervalMs: number): void {
  const latest = useRef(run)
  latest.current = run
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible'
    const timer = setInterval(() => {
      if (visible()) latest.current()
    }, intervalMs)
    const onVisibility = () => {
      if (visible()) latest.current()
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [intervalMs])
}
