import { ImageWithPlaceholder } from './ImageWithPlaceholder.js'

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
