import { initialsOf, Text, useT } from '@portico/ui'
import { useState } from 'react'
import type { Nft } from '../types.js'

/**
 * One NFT: its image (a data: URI from tokenURI, or the initials), name (up to two lines, in full
 * on hover) and token id.
 */
export function NftCard({ nft }: { nft: Nft }) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  const showImage = nft.imageUrl && !failed
  return (
    <li className="portico-nft-card" data-testid="balances-nft">
      <span className="portico-nft-image">
        {showImage ? (
          <img
            src={nft.imageUrl}
            alt={nft.name}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <span role="img" aria-label={nft.name}>
            {initialsOf(nft.collectionName)}
          </span>
        )}
      </span>
      <Text as="span" className="portico-nft-name" title={nft.name}>
        {nft.name}
      </Text>
      <Text
        as="span"
        variant="small"
        tone="muted"
        truncate
        title={t('balances.nfts.tokenId', { id: nft.tokenId })}
      >
        {t('balances.nfts.tokenId', { id: nft.tokenId })}
      </Text>
    </li>
  )
}
