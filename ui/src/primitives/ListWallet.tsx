import { forwardRef, type ReactNode } from 'react'
import { ListItem, type ListItemProps, Tag } from './ListItem.js'
import { WalletImage } from './WalletImage.js'

export type ListWalletProps = Omit<ListItemProps, 'leading' | 'title' | 'trailing'> & {
  name: string
  imageSrc: string | undefined
  /** A short label such as "Installed" or "Recent". */
  tag?: ReactNode
  tagTone?: 'muted' | 'success' | 'accent'
}

/** A wallet row: logo (initials while loading or on failure), name and an optional tag. */
export const ListWallet = forwardRef<HTMLButtonElement, ListWalletProps>(function ListWallet(
  { name, imageSrc, tag, tagTone, ...rest },
  ref,
) {
  return (
    <ListItem
      ref={ref}
      leading={<WalletImage src={imageSrc} name={name} decorative />}
      title={name}
      trailing={tag ? <Tag tone={tagTone}>{tag}</Tag> : null}
      {...rest}
    />
  )
})
