// @vitest-environment happy-dom
import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/kernel'
import type { ApiEmulator } from '@portico/testkit/services/api/index'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { catalogueOptions, startCatalogueEmulator } from '../views/testing/catalogueServer.js'
import { renderView } from '../views/testing/renderView.js'
import { Avatar } from './Avatar.js'
import { avatarGradient } from './avatarGradient.js'
import { initialsOf } from './ImageWithPlaceholder.js'
import { NetworkImage } from './NetworkImage.js'
import { WalletImage } from './WalletImage.js'

let api: ApiEmulator
beforeAll(async () => {
  api = await startCatalogueEmulator()
})
afterAll(() => api?.close())
afterEach(() => vi.useRealTimers())

const image = () => screen.getByRole('img', { name: 'Rainbow Wallet' })

describe('WalletImage', () => {
  it('shows the initials while loading, then the image', () => {
    render(<WalletImage src="https://cdn.example/rainbow.png" name="Rainbow Wallet" />)
    expect(image().getAttribute('data-status')).toBe('loading')
    expect(image().textContent).toBe('RW')
    fireEvent.load(image().querySelector('img')!)
    expect(image().getAttribute('data-status')).toBe('loaded')
    expect(image().textContent).toBe('')
  })

  it('keeps the placeholder when the image fails', () => {
    render(<WalletImage src="https://cdn.example/missing.png" name="Rainbow Wallet" />)
    fireEvent.error(image().querySelector('img')!)
    expect(image().getAttribute('data-status')).toBe('failed')
    expect(image().querySelector('img')).toBeNull()
    expect(image().textContent).toBe('RW')
  })

  it('stops waiting after the 2 s preload race, and still shows a late image', () => {
    vi.useFakeTimers()
    render(<WalletImage src="https://cdn.example/slow.png" name="Rainbow Wallet" />)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(image().getAttribute('data-status')).toBe('loading')
    act(() => vi.advanceTimersByTime(1))
    expect(image().getAttribute('data-status')).toBe('timed-out')
    fireEvent.load(image().querySelector('img')!)
    expect(image().getAttribute('data-status')).toBe('loaded')
  })

  it('starts over for a new source and shows the placeholder without one', () => {
    const { rerender } = render(<WalletImage src="https://cdn.example/a.png" name="Rainbow Wallet" />)
    fireEvent.error(image().querySelector('img')!)
    rerender(<WalletImage src="https://cdn.example/b.png" name="Rainbow Wallet" />)
    expect(image().getAttribute('data-status')).toBe('loading')
    rerender(<WalletImage src={undefined} name="Rainbow Wallet" />)
    expect(image().getAttribute('data-status')).toBe('none')
    expect(image().textContent).toBe('RW')
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<WalletImage src={undefined} name="Rainbow Wallet" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('.portico-image')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes the first letters of up to two words', () => {
    expect(initialsOf('rainbow')).toBe('R')
    expect(initialsOf('  Trust   Wallet Pro ')).toBe('TW')
    expect(initialsOf('')).toBe('')
  })
})

describe('Avatar', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('draws the same gradient for the same address (case-insensitive) and another for another', () => {
    expect(avatarGradient(address)).toBe(avatarGradient(address.toLowerCase()))
    expect(avatarGradient(address)).not.toBe(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    expect(avatarGradient(address)).toMatch(/^radial-gradient\(.+\), linear-gradient\(.+\)$/)
  })

  it('shows the gradient without a profile image, and falls back to it when the image fails', () => {
    const { container, rerender } = render(<Avatar address={address} />)
    const avatar = container.querySelector('.portico-avatar') as HTMLElement
    expect(avatar.style.background).toContain('gradient')
    expect(avatar.querySelector('img')).toBeNull()
    rerender(<Avatar address={address} imageUrl="https://cdn.example/alice.png" />)
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/alice.png')
    fireEvent.error(avatar.querySelector('img')!)
    expect(avatar.querySelector('img')).toBeNull()
  })
})

describe('NetworkImage', () => {
  it("uses the network's own image URL", async () => {
    await renderView(() => (
      <NetworkImage
        network={{ id: 1, name: 'Ethereum', assets: { imageUrl: 'https://cdn.example/eth.svg' } }}
      />
    ))
    expect(screen.getByRole('img', { name: 'Ethereum' }).querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/eth.svg',
    )
  })

  it('loads a catalogue asset image by id when a project id is set', async () => {
    await renderView(
      () => <NetworkImage network={{ id: 1, name: 'Ethereum', assets: { imageId: 'eth-asset' } }} />,
      catalogueOptions(api.url),
    )
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Ethereum' }).querySelector('img')).not.toBeNull(),
    )
    const src = screen.getByRole('img', { name: 'Ethereum' }).querySelector('img')!.getAttribute('src')!
    expect(src).toMatch(
      new RegExp(`^${api.url}/public/getAssetImage/eth-asset\\?.*projectId=portico-views-test`),
    )
  })

  it('calls no image endpoint without a project id', async () => {
    await renderView(() => (
      <NetworkImage network={{ id: 1, name: 'Ethereum', assets: { imageId: 'eth-asset' } }} />
    ))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByRole('img', { name: 'Ethereum' }).querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Ethereum' }).textContent).toBe('E')
  })
})
