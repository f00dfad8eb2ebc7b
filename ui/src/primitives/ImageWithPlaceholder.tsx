import { vars } from '../theme/tokens.js'
import { Styles } from './Styles.js'
import { useImageStatus } from './useImageStatus.js'

const css = `
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
@keyframes portico-image-pulse { 50% { opacity: 0.6; } }
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
      <Styles id="image" css={css} />
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
