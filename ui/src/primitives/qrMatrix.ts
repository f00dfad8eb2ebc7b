import encodeQR from 'qr'

export type QrMatrix = { size: number; path: string }

/**
 * Encodes `value` as a QR code and returns one SVG path of its dark modules (one `h1v1` square per
 * module, merged into runs per row so a WalletConnect URI stays a few kilobytes of path data).
 * Error correction is raised when a logo covers the centre.
 */
export function qrMatrix(value: string, { withLogo = false } = {}): QrMatrix {
  // The library always adds a quiet zone (at least 1 module); the SVG draws its own, so strip it.
  const rows = encodeQR(value, 'raw', { ecc: withLogo ? 'quartile' : 'medium', border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1))
  const size = rows.length
  const parts: string[] = []
  rows.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x++
        continue
      }
      let run = 1
      while (x + run < size && row[x + run]) run++
      parts.push(`M${x} ${y}h${run}v1h-${run}z`)
      x += run
    }
  })
  return { size, path: parts.join('') }
}
