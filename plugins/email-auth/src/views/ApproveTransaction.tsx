import { Text, useStore, useT } from '@portico/ui'
import { useEffect, useRef } from 'react'
import { useMounted, useRuntime } from './useRuntime.js'

/**
 * ApproveTransaction (spec 2): the secure site's frame shown over the modal (z-index 999999, the
 * modal's size) until the visitor approves or rejects in it. Leaving the view rejects the request.
 */
export default function ApproveTransaction() {
  const t = useT()
  const runtime = useRuntime()
  const area = useRef<HTMLDivElement>(null)
  const pending = useStore(runtime?.approval ?? idleApproval, (s) => s.pending)

  useEffect(() => {
    const element = area.current
    if (!runtime || !element || !pending) return
    const modal = element.closest<HTMLElement>('[role="dialog"]') ?? element
    const place = () => {
      const { top, left, width, height } = modal.getBoundingClientRect()
      runtime.showFrame({ top, left, width, height })
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(modal)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      runtime.showFrame(undefined)
    }
  }, [runtime, pending])

  // Closing the modal (or going back) before an answer is a rejection. Checked a tick later: strict
  // mode unmounts and mounts again at once, which is no rejection.
  const mounted = useRef(true)
  useMounted(mounted)
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!mounted.current) runtime?.abortApproval()
      }, 0)
    },
    [runtime],
  )

  return (
    <div ref={area} className="portico-stack" style={{ minHeight: 420 }} aria-live="polite">
      <Text tone="muted" align="center">
        {t('emailAuth.approve.waiting')}
      </Text>
    </div>
  )
}

const idleApproval = {
  getState: () => ({ pending: undefined }),
  subscribe: () => () => {},
}
