import { getNetworkImageUrl, type Network } from '@portico/kernel'
import { usePortico } from './context.js'
import { ImageWithPlaceholder } from './ImageWithPlaceholder.js'
import { useAsyncValue } from './useAsyncValue.js'

export type NetworkImageProps = {
  network: Pick<Network, 'id' | 'name' | 'assets'>
  size?: number
  decorative?: boolean
}

/**
 * A network's logo: its own `assets.imageUrl`, else the catalogue's asset image for `assets.imageId`
 * (only with a project id: the hosted image endpoint is not called otherwise). Initials meanwhile.
 */
export function NetworkImage({ network, size = 24, decorative }: NetworkImageProps) {
  const portico = usePortico()
  const own = getNetworkImageUrl(network)
  const imageId = network.assets?.imageId
  const useCatalogue = !own && Boolean(imageId && portico.hosted.enabled)
  const fromCatalogue = useAsyncValue(useCatalogue ? imageId : undefined, () =>
    portico.http.catalogue.getUrl(`/public/getAssetImage/${encodeURIComponent(imageId ?? '')}`),
  )
  return (
    <ImageWithPlaceholder
      src={own ?? fromCatalogue}
      name={network.name}
      size={size}
      shape="round"
      decorative={decorative}
    />
  )
}
