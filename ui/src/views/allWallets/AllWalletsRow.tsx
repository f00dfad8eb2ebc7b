import { usePortico, useT } from '../../primitives/context.js'
import { ListWallet } from '../../primitives/ListWallet.js'
import { chooseWallet } from '../shared/chooseWallet.js'
import { useWalletImageSrc } from '../shared/useWalletImageSrc.js'
import type { AllWalletsItem } from './useAllWalletsList.js'
import type { VirtualRowProps } from './VirtualWalletList.js'

/** One catalogue or installed wallet of AllWallets. */
export function AllWalletsRow({ item, itemProps }: { item: AllWalletsItem; itemProps: VirtualRowProps }) {
  const portico = usePortico()
  const t = useT()
  const imageSrc = useWalletImageSrc({
    imageUrl: item.imageUrl,
    imageId: item.imageId,
    connector: item.connector,
  })
  const installed = item.kind === 'injected'
  return (
    <ListWallet
      name={item.name}
      imageSrc={imageSrc}
      tag={installed ? t('views.wallet.tag.installed') : undefined}
      tagTone="success"
      data-kind={item.kind}
      {...itemProps}
      onClick={() => chooseWallet(portico, item)}
    />
  )
}
