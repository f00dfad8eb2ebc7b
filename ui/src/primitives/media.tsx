import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/kernel'
import { type RefCallback, type SVGProps, useCallback, useEffect, useRef, useState } from 'react'
import { vars } from '../theme/tokens.js'
import { Styles } from './controls.js'

// Icons and images (with their loading state) in one module, shared by the core views and the
// plugins' views: one file for the bundler instead of five (docs/ENGINEERING.md).

/** Stroke icons on a 24 px grid, drawn in `currentColor`; decorative unless the caller labels them. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

type IconProps = SVGProps<SVGSVGElement>

export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </Icon>
)

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5 10 17l9-10" />
  </Icon>
)

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
)

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </Icon>
)

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
)

export const ExternalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
  </Icon>
)

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4 3 19h18L12 4z" />
    <path d="M12 10v4M12 17h.01" />
  </Icon>
)

export const PowerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v8" />
    <path d="M7 6.5a7 7 0 1 0 10 0" />
  </Icon>
)

export const RefreshIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12a7 7 0 1 1-2-4.9" />
    <path d="M19 4v4h-4" />
  </Icon>
)

export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12.5h2M3 9h15" />
  </Icon>
)

export const GridIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="4" width="6" height="6" rx="1.5" />
    <rect x="14" y="4" width="6" height="6" rx="1.5" />
    <rect x="4" y="14" width="6" height="6" rx="1.5" />
    <rect x="14" y="14" width="6" height="6" rx="1.5" />
  </Icon>
)

export const NetworkIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16" />
  </Icon>
)

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

// While a logo loads, its ring pulses, not the whole placeholder: fading the placeholder would fade
// its initials below the text contrast (axe caught it in dark mode, mid-pulse, under a slow logo).
const imageCss = `
[data-portico] .portico-image {
  position: relative; display: inline-flex; flex: none; align-items: center; justify-content: center;
  overflow: hidden; width: var(--portico-image-size); height: var(--portico-image-size);
  border-radius: ${vars.radius.control}; background: ${vars.color.surface};
  color: ${vars.color.foregroundMuted}; font-family: ${vars.font.family}; font-weight: ${vars.font.weightBold};
  font-size: calc(var(--portico-image-size) * 0.36); box-shadow: inset 0 0 0 1px ${vars.color.border};
}
[data-portico] .portico-image[data-shape='round'] { border-radius: ${vars.radius.full}; }
[data-portico] .portico-image > img {
  position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; opacity: 0;
  transition: opacity ${vars.motion.durationView} ${vars.motion.easing};
}
[data-portico] .portico-image[data-status='loaded'] > img { opacity: 1; }
[data-portico] .portico-image[data-status='loading'] { animation: portico-image-pulse 1.2s ease-in-out infinite; }
@keyframes portico-image-pulse { 50% { box-shadow: inset 0 0 0 2px ${vars.color.foregroundMuted}; } }
@media (prefers-reduced-motion: reduce) { [data-portico] .portico-image { animation: none !important; } }
`

export type ImageWithPlaceholderProps = {
  src: string | undefined
  /** The alt text; its initials fill the placeholder. */
  name: string
  size: number
  shape: 'square' | 'round'
  /** Decorative images (the name is written next to them) get an empty alt. */
  decorative?: boolean
}

/** The first letters of up to two words, for placeholders ("Rainbow Wallet" ⇒ "RW"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('')
}

/** An image over a placeholder: the placeholder shows while loading, on failure and after the 2 s race. */
export function ImageWithPlaceholder({ src, name, size, shape, decorative }: ImageWithPlaceholderProps) {
  const { status, onLoad, onError, ref } = useImageStatus(src)
  const showImage = src && status !== 'failed'
  // Next to a visible name the logo is decoration; alone it is an image named after the wallet.
  const labelling = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name }
  return (
    <>
      <Styles id="image" css={imageCss} />
      <span
        className="portico-image"
        data-shape={shape}
        data-status={status}
        style={{ ['--portico-image-size' as string]: `${size}px` }}
        {...labelling}
      >
        {status === 'loaded' ? null : <span aria-hidden="true">{initialsOf(name)}</span>}
        {showImage ? (
          <img ref={ref} src={src} alt="" onLoad={onLoad} onError={onError} loading="lazy" decoding="async" />
        ) : null}
      </span>
    </>
  )
}

export type WalletImageProps = {
  src: string | undefined
  /** The wallet's name: the accessible name, and its initials are the placeholder. */
  name: string
  size?: number
  decorative?: boolean
}

/** A wallet's logo, with its initials as placeholder while loading, on failure or when it is slow. */
export function WalletImage({ src, name, size = 40, decorative }: WalletImageProps) {
  return <ImageWithPlaceholder src={src} name={name} size={size} shape="square" decorative={decorative} />
}

/**
 * The value of an async lookup keyed by `key`, undefined until it resolves (or when it fails).
 * `initial` is used when the answer is already known synchronously (a cache), so nothing flickers.
 */
export function useAsyncValue<T>(
  key: string | undefined,
  load: () => Promise<T | undefined>,
  initial?: T | undefined,
): T | undefined {
  const [state, setState] = useState<{ key: string | undefined; value: T | undefined }>({
    key,
    value: initial,
  })
  if (state.key !== key) setState({ key, value: initial })
  // `load` is a fresh closure each render; the key alone says when the answer changes.
  const latestLoad = useRef(load)
  latestLoad.current = load

  useEffect(() => {
    if (key === undefined || initial !== undefined) return
    let current = true
    latestLoad.current().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: undefined }),
    )
    return () => {
      current = false
    }
  }, [key, initial])

  return state.key === key ? state.value : initial
}
