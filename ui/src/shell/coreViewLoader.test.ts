import { describe, expect, it } from 'vitest'
import { coreViews } from '../coreViews.js'
import { loadCoreView } from './coreViewLoader.js'
import * as viewsBundle from './viewsBundle.js'

describe('core view loading', () => {
  it('loads every core view: Connect with the modal bundle, the others from the second bundle', async () => {
    for (const view of coreViews) {
      const module = await view.load()
      expect(['function', 'object'], view.id).toContain(typeof module.default)
    }
    expect((await loadCoreView('Account')).default).toBe(viewsBundle.Account)
    expect((await loadCoreView('SwitchNetwork')).default).toBe(viewsBundle.SwitchNetwork)
  })
})
