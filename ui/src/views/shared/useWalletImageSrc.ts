import type { Connector } from '@portico/kernel'
import { usePortico } from '../../primitives/context.js'
import { useAsyncValue } from '../../primitives/useAsyncValue.js'
import { getCatalogue } from '../catalogue/catalogueService.js'

export type WalletImageSource = {
  imageUrl?: string | undefined
  /** A catalogue wallet's `image_id` (served by `/getWalletImage`). */
  imageId?: string | undefined
  connector?: Pick<Connector, 'imageId' | 'imageUrl'> | undefined
}

/**
 * The image URL of a wallet row: its own URL, else the connector's asset image, else the catalogue
 * wallet image. Hosted image endpoints are only used with a project id; until then the placeholder shows.
 */
export function useWalletImageSrc(source: WalletImageSource): string | undefined {
  const portico = usePortico()
  const catalogue = getCatalogue(portico)
  const direct = source.imageUrl ?? source.connector?.imageUrl
  const assetId = source.connector?.imageId
  const walletImageId = assetId ? undefined : source.imageId
  const key =
    direct || !catalogue.enabled
      ? undefined
      : assetId
        ? `asset:${assetId}`
        : walletImageId && `wallet:${walletImageId}`
  const cached = walletImageId ? catalogue.cachedImageUrl({ imageId: walletImageId }) : undefined
  const resolved = useAsyncValue(
    key || undefined,
    () =>
      assetId
        ? portico.http.catalogue.getUrl(`/public/getAssetImage/${encodeURIComponent(assetId)}`)
        : catalogue.imageUrl({ imageId: walletImageId }),
    cached,
  )
  return direct ?? resolved
}
