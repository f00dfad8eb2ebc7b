import { useState } from 'react'
import type { TransactionImage } from '../core/describeTransaction.js'

/** The token icon or NFT preview; decorative (the row's text says what it is), with a letter fallback. */
export function TransactionIcon({
  image,
  fallback,
}: {
  image: TransactionImage | undefined
  fallback: string
}) {
  const [failed, setFailed] = useState(false)
  if (!image || failed) {
    return (
      <span className="portico-activity-icon portico-activity-icon-fallback" aria-hidden="true">
        {fallback.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="portico-activity-icon"
      data-kind={image.kind}
      src={image.url}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  )
}
