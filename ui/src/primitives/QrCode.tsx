import { useMemo } from 'react'
import { vars } from '../theme/tokens.js'
import { qrMatrix } from './qrMatrix.js'
import { Styles } from './Styles.js'

const css = `
[data-portico] .portico-qr { position: relative; display: inline-block; padding: ${vars.space.md};
  border-radius: ${vars.radius.item}; background: #ffffff; color: #141414; line-height: 0; }
[data-portico] .portico-qr-logo { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%);
  width: 22%; height: 22%; border-radius: ${vars.radius.control}; background: #ffffff; padding: 4px; box-sizing: border-box; }
[data-portico] .portico-qr-logo > img { width: 100%; height: 100%; object-fit: contain; border-radius: inherit; }
`

/** Modules of white margin around the code (the quiet zone scanners need). */
const QUIET_ZONE = 2

export type QrCodeProps = {
  value: string
  /** Rendered width and height in CSS pixels. */
  size?: number
  /** Names the image for assistive technology ("QR code to connect with a mobile wallet"). */
  label: string
  /** A logo in the centre; the code then uses higher error correction. */
  logoSrc?: string | undefined
}

/** A QR code drawn as one SVG path (dark on white whatever the theme, so every scanner reads it). */
export function QrCode({ value, size = 280, label, logoSrc }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value, { withLogo: Boolean(logoSrc) }), [value, logoSrc])
  const box = matrix.size + QUIET_ZONE * 2
  return (
    <>
      <Styles id="qr" css={css} />
      <span className="portico-qr">
        <svg
          role="img"
          aria-label={label}
          width={size}
          height={size}
          viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
          shapeRendering="crispEdges"
        >
          <path d={matrix.path} fill="currentColor" />
        </svg>
        {logoSrc ? (
          <span className="portico-qr-logo" aria-hidden="true">
            <img src={logoSrc} alt="" />
          </span>
        ) : null}
      </span>
    </>
  )
}
