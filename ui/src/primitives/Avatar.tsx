import { vars } from '../theme/tokens.js'
import { avatarGradient } from './avatarGradient.js'
import { Styles } from './Styles.js'
import { useImageStatus } from './useImageStatus.js'

const css = `
[data-portico] .portico-avatar {
  position: relative; display: inline-block; flex: none; overflow: hidden;
  width: var(--portico-avatar-size); height: var(--portico-avatar-size);
  border-radius: ${vars.radius.full}; box-shadow: 0 0 0 2px ${vars.color.background}, 0 0 0 3px ${vars.color.border};
}
[data-portico] .portico-avatar > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
`

export type AvatarProps = {
  address: string
  /** The profile image; without one (or when it fails) the address gradient shows. */
  imageUrl?: string | null | undefined
  size?: number
}

/** The account's picture: its profile image, else a gradient generated from the address. Decorative. */
export function Avatar({ address, imageUrl, size = 64 }: AvatarProps) {
  const src = imageUrl || undefined
  const { status, onLoad, onError, ref } = useImageStatus(src)
  return (
    <>
      <Styles id="avatar" css={css} />
      <span
        className="portico-avatar"
        aria-hidden="true"
        data-status={status}
        style={{ ['--portico-avatar-size' as string]: `${size}px`, background: avatarGradient(address) }}
      >
        {src && status !== 'failed' ? (
          <img ref={ref} src={src} alt="" onLoad={onLoad} onError={onError} />
        ) : null}
      </span>
    </>
  )
}
