import type { LoadOnce, Portico, Token } from '@portico/kernel'
import { render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { expect } from 'vitest'
import { addModalTexts } from '../src/locales/modalTexts.js'
import { PorticoProvider } from '../src/provider/PorticoProvider.js'

/**
 * Checks a plugin view whose service loads on first use. Rendered before that load, the view shows
 * the shell's loading state ('Loading…', no Suspense fallback), then itself: `shows` finds its
 * content, and the service is loaded by then. Starts `portico`, loads the view's own code first (so
 * only the service is pending when it renders), and disposes `portico` at the end.
 *
 * @example
 * await expectViewWaitsForService({
 *   portico: createTestPortico({ plugins: [ui(), swap()] }),
 *   view: 'Swap',
 *   View: SwapView,
 *   service: swapPluginTokens.service,
 *   shows: () => screen.findByRole('form', { name: 'Swap tokens' }, { timeout: 10_000 }),
 * })
 */
export async function expectViewWaitsForService<TService>({
  portico,
  view,
  View,
  service,
  shows,
}: {
  portico: Portico
  /** The view's id, as the plugin registers it. */
  view: string
  View: ComponentType
  /** The plugin's load-once service the view waits for. */
  service: Token<LoadOnce<TService>>
  /** Waits for the view's own content (it fails when that never shows). */
  shows: () => Promise<unknown>
}): Promise<void> {
  try {
    await portico.start()
    await portico.views.get(view)?.load()
    // The view renders inside the modal, whose code brings the shell's texts.
    addModalTexts(portico.i18n)
    expect(portico.resolve(service).peek()).toBeUndefined()
    render(
      <PorticoProvider portico={portico}>
        <View />
      </PorticoProvider>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await shows()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(portico.resolve(service).peek()).toBeDefined()
  } finally {
    await portico.dispose()
  }
}
