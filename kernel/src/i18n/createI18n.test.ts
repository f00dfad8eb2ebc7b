import { describe, expect, it } from 'vitest'
import { createI18n } from './createI18n.js'

describe('createI18n', () => {
  it('interpolates and falls back to English, then to the key', async () => {
    const i18n = createI18n()
    i18n.add('en', { 'ui.hello': 'Hello {name}', 'ui.only-en': 'English only' })
    i18n.add('de', async () => ({ 'ui.hello': 'Hallo {name}' }))
    expect(i18n.t('ui.hello', { name: 'Ada' })).toBe('Hello Ada')
    await i18n.setLocale('de')
    expect(i18n.getState().locale).toBe('de')
    expect(i18n.t('ui.hello', { name: 'Ada' })).toBe('Hallo Ada')
    expect(i18n.t('ui.only-en')).toBe('English only')
    expect(i18n.t('ui.missing')).toBe('ui.missing')
  })

  it('loads a locale lazily only when chosen', async () => {
    const i18n = createI18n()
    let loads = 0
    i18n.add('fr', async () => {
      loads++
      return { default: { 'ui.hello': 'Bonjour' } }
    })
    expect(loads).toBe(0)
    await i18n.setLocale('fr')
    await i18n.setLocale('fr')
    expect(loads).toBe(1)
    expect(i18n.t('ui.hello')).toBe('Bonjour')
  })

  it('keeps the current locale when a loader fails', async () => {
    const errors: unknown[] = []
    const i18n = createI18n({ onError: (e) => errors.push(e) })
    i18n.add('en', { k: 'v' })
    i18n.add('xx', async () => {
      throw new Error('offline')
    })
    await i18n.setLocale('xx')
    expect(i18n.getState().locale).toBe('en')
    expect(errors).toHaveLength(1)
  })

  it("keeps an app's texts for a locale over a plugin's loader for it; the later loader wins", async () => {
    const i18n = createI18n()
    // A plugin registers its German when composed; the app adds its own before choosing German.
    i18n.add('de', async () => ({ 'send.title': 'Senden', 'send.max': 'Max' }))
    i18n.add('de', async () => ({ default: { 'send.max': 'Maximum' } }))
    i18n.add('de', { 'send.title': 'Überweisen' })
    await i18n.setLocale('de')
    expect(i18n.t('send.title')).toBe('Überweisen')
    expect(i18n.t('send.max')).toBe('Maximum')
    // Texts added after the switch still replace.
    i18n.add('de', { 'send.max': 'Alles' })
    expect(i18n.t('send.max')).toBe('Alles')
  })

  it('falls back to English for a locale nobody provides', async () => {
    const i18n = createI18n()
    await i18n.setLocale('tlh')
    expect(i18n.getState().locale).toBe('en')
  })

  describe('adding texts', () => {
    const versionAfter = (setup: (i18n: ReturnType<typeof createI18n>) => void) => {
      const i18n = createI18n()
      i18n.add('en', { 'ui.shown': 'Shown' })
      setup(i18n)
      return i18n.getState().version
    }

    it('notifies nobody for keys nobody has asked for (a lazily loaded view brings its own)', () => {
      const version = versionAfter((i18n) => {
        i18n.t('ui.shown')
        i18n.add('en', { 'ui.view.title': 'Title' })
      })
      expect(version).toBe(0)
    })

    it('notifies when a key that was missing gets a text', () => {
      const i18n = createI18n()
      expect(i18n.t('ui.later')).toBe('ui.later')
      i18n.add('en', { 'ui.later': 'Later' })
      expect(i18n.getState().version).toBe(1)
      expect(i18n.t('ui.later')).toBe('Later')
    })

    it('notifies when a text already there changes, and not when it is added again unchanged', () => {
      expect(versionAfter((i18n) => i18n.add('en', { 'ui.shown': 'Changed' }))).toBe(1)
      expect(versionAfter((i18n) => i18n.add('en', { 'ui.shown': 'Shown' }))).toBe(0)
    })

    it("notifies when English fills a key the current locale lacks, not when another locale's does", async () => {
      const i18n = createI18n()
      i18n.add('de', async () => ({ 'ui.shown': 'Gezeigt' }))
      await i18n.setLocale('de')
      const start = i18n.getState().version
      i18n.t('ui.only-en')
      i18n.add('fr', { 'ui.only-en': 'Seulement' })
      expect(i18n.getState().version).toBe(start)
      i18n.add('en', { 'ui.only-en': 'English only' })
      expect(i18n.getState().version).toBe(start + 1)
      expect(i18n.t('ui.only-en')).toBe('English only')
    })

    it('fills only keys without a text when the texts are defaults (the app added its own first)', () => {
      const i18n = createI18n()
      i18n.add('en', { 'ui.close': 'Shut' })
      expect(i18n.t('ui.close')).toBe('Shut')
      i18n.t('ui.back')
      i18n.add('en', { 'ui.close': 'Close', 'ui.back': 'Back' }, { defaults: true })
      expect(i18n.t('ui.close')).toBe('Shut')
      expect(i18n.t('ui.back')).toBe('Back')
      // The missed key got its text: one notification.
      expect(i18n.getState().version).toBe(1)
      // Texts added afterwards replace defaults as before.
      i18n.add('en', { 'ui.back': 'Return' })
      expect(i18n.t('ui.back')).toBe('Return')
    })

    it('counts a key has() did not find as asked for', () => {
      const i18n = createI18n()
      expect(i18n.has('ui.maybe')).toBe(false)
      i18n.add('en', { 'ui.maybe': 'Maybe' })
      expect(i18n.getState().version).toBe(1)
      expect(i18n.has('ui.maybe')).toBe(true)
    })
  })
})
