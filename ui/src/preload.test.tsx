import { definePlugin, InvalidPluginError } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubCoreViews } from '../test/portico.js'
import { type UiPluginOptions, ui } from './plugin.js'

const instances: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
})

/** A started instance whose Connect view's loader and `modal.prepare` work are watched. */
async function startWatched(preload: UiPluginOptions['preload']) {
  const loadConnect = vi.fn(stubCoreViews.Connect)
  const prepare = vi.fn()
  const prepareWatcher = definePlugin({
    id: 'prepare-watcher',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.extensions.contribute('modal.prepare', { id: 'watched', run: prepare })
    },
  })
  const portico = createTestPortico({
    plugins: [
      ui({ preload, views: { ...stubCoreViews, Connect: loadConnect } }),
      mockChain().plugin,
      prepareWatcher,
    ],
  })
  instances.push(portico)
  await portico.start()
  return { portico, loadConnect, prepare }
}

describe('ui({ preload })', () => {
  it("'idle' loads the first view's code and runs the prepare work once the page is idle", async () => {
    const { portico, loadConnect, prepare } = await startWatched('idle')
    expect(portico.modal.defaultView()).toBe('Connect')
    await vi.waitFor(() => {
      expect(loadConnect).toHaveBeenCalledTimes(1)
      expect(prepare).toHaveBeenCalledTimes(1)
    })
    expect(portico.modal.getState().open).toBe(false)
  })

  it("'intent' (the default) loads nothing before an entry button is reached", async () => {
    const quiet = await startWatched(undefined)
    // An idle-preloading instance started after it shows that an idle period has passed.
    const eager = await startWatched('idle')
    await vi.waitFor(() => expect(eager.loadConnect).toHaveBeenCalled())
    expect(quiet.loadConnect).not.toHaveBeenCalled()
    expect(quiet.prepare).not.toHaveBeenCalled()
  })

  it('loads nothing once the instance is disposed before the page was idle', async () => {
    const disposed = await startWatched('idle')
    await disposed.portico.dispose()
    const eager = await startWatched('idle')
    await vi.waitFor(() => expect(eager.loadConnect).toHaveBeenCalled())
    expect(disposed.loadConnect).not.toHaveBeenCalled()
  })

  it('refuses an unknown value when the plugin is composed', () => {
    const compose = () => ui({ preload: 'eager' as never })
    expect(compose).toThrow(InvalidPluginError)
    expect(compose).toThrow(/ui option "preload" must be 'intent' or 'idle'[\s\S]*Received: eager/)
  })
})
