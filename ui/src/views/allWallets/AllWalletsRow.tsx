import { memo } from 'react'
import { usePortico, useT } from '../../primitives/context.js'
import { ListWallet } from '../../primitives/ListWallet.js'
import { chooseWallet, prepareWalletRow } from '../shared/chooseWallet.js'
import { useWalletImageSrc } from '../shared/useWalletImageSrc.js'
import type { AllWalletsItem } from './useAllWalletsList.js'
import type { VirtualRowProps } from './VirtualWalletList.js'

type AllWalletsRowProps = { item: AllWalletsItem; itemProps: VirtualRowProps }

/**
 * One catalogue or installed wallet of AllWallets. Memoised on the wallet and its place: a scroll
 * step renders only the rows that come into the window, not every row in it again.
 */
export const AllWalletsRow = memo(function AllWalletsRow({ item, itemProps }: AllWalletsRowProps) {
  const portico = usePortico()
  const t = useT()
  const imageSrc = useWalletImageSrc({
    imageUrl: item.imageUrl,
    imageId: item.imageId,
    connector: item.connector,
  })
  const installed = item.kind === 'injected'
  const prepare = () => prepareWalletRow(portico, item)
  return (
    <ListWallet
      name={item.name}
      imageSrc={imageSrc}
      tag={installed ? t('views.wallet.tag.installed') : undefined}
      tagTone="success"
      data-kind={item.kind}
      {...itemProps}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => chooseWallet(portico, item)}
    />
  )
}, sameRow)

function sameRow(previous: AllWalletsRowProps, next: AllWalletsRowProps): boolean {
  return previous.item === next.item && previous.itemProps['data-index'] === next.itemProps['data-index']
}
