import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useWindowedRows } from './useWindowedRows.js'

const ROW = 56

function List({ count, scrolls = true }: { count: number; scrolls?: boolean }) {
  const items = Array.from({ length: count }, (_, index) => `Token ${index + 1}`)
  const rows = useWindowedRows({
    count,
    estimateSize: () => ROW,
    getKey: (index) => items[index] as string,
  })
  return (
    <div style={scrolls ? { overflowY: 'auto', height: 400 } : undefined}>
      <ul ref={rows.listRef} style={rows.listStyle} aria-label="Tokens">
        {rows.windowed
          ? rows.rows.map((row) => (
              <li key={row.key} {...rows.rowProps(row)} aria-setsize={count} aria-posinset={row.index + 1}>
                {items[row.index]}
              </li>
            ))
          : items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </div>
  )
}

const rendered = () => screen.getByRole('list', { name: 'Tokens' }).querySelectorAll('li')

describe('useWindowedRows', () => {
  it('renders a short list in full, as a plain list', () => {
    render(<List count={100} />)
    expect(rendered()).toHaveLength(100)
    expect(rendered()[0]?.hasAttribute('style')).toBe(false)
    expect(screen.getByRole('list', { name: 'Tokens' }).hasAttribute('style')).toBe(false)
  })

  it('windows a long list in the scrolling ancestor: the first rows, each with its place in the whole', async () => {
    render(<List count={1000} />)
    await waitFor(() => expect(rendered().length).toBeGreaterThan(0))
    const rows = [...rendered()]
    // Without layout the view counts as 600 px: about 11 rows of 56 px plus the overscan.
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]?.textContent).toBe('Token 1')
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('1000')
    expect(rows[1]?.style.transform).toBe(`translateY(${ROW}px)`)
    // The holder keeps the whole list's height, so the scroll area's bar is right.
    expect(screen.getByRole('list', { name: 'Tokens' }).style.height).toBe(`${1000 * ROW}px`)
  })

  it('renders every row where no ancestor scrolls (the page does)', async () => {
    render(<List count={150} scrolls={false} />)
    await waitFor(() => expect(rendered()).toHaveLength(150))
    expect(screen.getByRole('list', { name: 'Tokens' }).hasAttribute('style')).toBe(false)
  })
})
