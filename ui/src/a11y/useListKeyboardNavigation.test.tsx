import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type ListKeyboardNavigationOptions, useListKeyboardNavigation } from './useListKeyboardNavigation.js'

function List({ items, options }: { items: string[]; options?: ListKeyboardNavigationOptions }) {
  const { containerProps, getTabIndex } = useListKeyboardNavigation(options)
  return (
    <div {...containerProps}>
      <input aria-label="Search" />
      <div>
        {items.map((item, index) => (
          <button key={item} type="button" data-list-item tabIndex={getTabIndex(index)}>
            {item}
          </button>
        ))}
      </div>
    </div>
  )
}

const scrollToIndex = vi.fn()

function Virtual() {
  const { containerProps } = useListKeyboardNavigation({ count: 100, scrollToIndex })
  return (
    <div {...containerProps}>
      {[0, 1, 2].map((index) => (
        <button key={index} type="button" data-list-item data-index={index}>{`item ${index}`}</button>
      ))}
    </div>
  )
}

const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key })
const focused = () => document.activeElement?.textContent

describe('useListKeyboardNavigation', () => {
  it('moves with the arrows, Home and End, and stops at the ends', () => {
    render(<List items={['a', 'b', 'c', 'd']} />)
    screen.getByRole('button', { name: 'a' }).focus()
    press('ArrowDown')
    expect(focused()).toBe('b')
    press('End')
    expect(focused()).toBe('d')
    press('ArrowDown')
    expect(focused()).toBe('d')
    press('Home')
    expect(focused()).toBe('a')
    press('ArrowUp')
    expect(focused()).toBe('a')
  })

  it('keeps one tab stop on the item that last had focus', () => {
    render(<List items={['a', 'b', 'c']} />)
    const tabIndexes = () => screen.getAllByRole('button').map((b) => b.tabIndex)
    expect(tabIndexes()).toEqual([0, -1, -1])
    screen.getByRole('button', { name: 'a' }).focus()
    press('ArrowDown')
    expect(tabIndexes()).toEqual([-1, 0, -1])
  })

  it('enters the list from the search field with ArrowDown only', () => {
    render(<List items={['a', 'b']} />)
    screen.getByRole('textbox').focus()
    press('ArrowUp')
    expect(document.activeElement).toBe(screen.getByRole('textbox'))
    press('ArrowDown')
    expect(focused()).toBe('a')
  })

  it('moves by rows and columns in a grid, and wraps when asked', () => {
    render(<List items={['1', '2', '3', '4', '5', '6']} options={{ columns: 3, loop: true }} />)
    screen.getByRole('button', { name: '1' }).focus()
    press('ArrowDown')
    expect(focused()).toBe('4')
    press('ArrowRight')
    expect(focused()).toBe('5')
    press('ArrowUp')
    expect(focused()).toBe('2')
    press('ArrowLeft')
    press('ArrowLeft')
    expect(focused()).toBe('6')
  })

  it('ignores Left and Right in a plain list', () => {
    render(<List items={['a', 'b']} />)
    screen.getByRole('button', { name: 'a' }).focus()
    press('ArrowRight')
    expect(focused()).toBe('a')
  })

  it('asks a virtualised list to render an item before focusing it', async () => {
    render(<Virtual />)
    screen.getByRole('button', { name: 'item 2' }).focus()
    press('ArrowDown')
    expect(scrollToIndex).toHaveBeenCalledWith(3)
    press('End')
    expect(scrollToIndex).toHaveBeenCalledWith(99)
  })
})
