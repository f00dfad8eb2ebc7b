/** A plain-text table: a header row, a rule, the rows; numbers right-aligned, text left-aligned. */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell)))
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const alignRight = header.map((_, column) =>
    rows.every(
      (row) => typeof row[column] === 'number' || /^[-+]?[\d.]+[x%]?$|^[-–]$|^$/.test(String(row[column])),
    ),
  )
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const [head = [], ...body] = cells
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n')
}
