import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/kernel'
import { type RefCallback, useCallback, useEffect, useState } from 'react'

export type ImageStatus = 'none' | 'loading' | 'loaded' | 'failed' | 'timed-out'

/**
 * Tracks one image's load and races it against the preload time-out of spec 9 (2 s): after that
 * the view stops waiting and shows the placeholder, while a late load still swaps the image in.
 * A failed load keeps the placeholder for good.
 */
export function useImageStatus(src: string | undefined, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS) {
  const [state, setState] = useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: src ? 'loading' : 'none',
  })
  // A new source starts a new race (set during render, as React recommends for derived resets).
  if (state.src !== src) setState({ src, status: src ? 'loading' : 'none' })
  const status = state.src === src ? state.status : src ? 'loading' : 'none'

  useEffect(() => {
    if (!src) return
    const timer = setTimeout(() => {
      setState((s) => (s.src === src && s.status === 'loading' ? { src, status: 'timed-out' } : s))
    }, timeoutMs)
    return () => clearTimeout(timer)
  }, [src, timeoutMs])

  const onLoad = useCallback(
    () => setState((s) => (s.src === src && s.status !== 'failed' ? { src, status: 'loaded' } : s)),
    [src],
  )
  const onError = useCallback(() => setState((s) => (s.src === src ? { src, status: 'failed' } : s)), [src])
  // An image served from cache can finish before React attaches its listeners.
  const ref: RefCallback<HTMLImageElement> = useCallback(
    (image) => {
      if (image?.complete && image.naturalWidth > 0) onLoad()
    },
    [onLoad],
  )

  return { status, onLoad, onError, ref }
}
