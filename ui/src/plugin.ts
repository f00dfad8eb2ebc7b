import {
  definePlugin,
  developmentChecks,
  InvalidPluginError,
  loadOnce,
  type ViewDefinition,
  type ViewLoader,
} from '@portico/kernel'
import { livePartsToken } from './context/liveParts.js'
import { type CoreViewId, coreViews } from './coreViews.js'
import { uiLiveParts } from './liveParts.js'
import buttonsEn from './locales/buttonsEn.js'
import { loadModalBundle } from './shell/lazyShell.js'
import { whenIdle } from './shell/whenIdle.js'
import { UI_VERSION } from './version.js'
import { legalLinksToken, viewStateToken } from './views/shared/instanceCache.js'

export type UiPluginOptions = {
  /** Replaces the module of a core view (a custom Account view, a test double). */
  views?: Partial<Record<CoreViewId, ViewLoader>>
  /**
   * When the modal's code loads before the first open. `'intent'` (default): when the pointer or
   * focus reaches an entry button, so visitors who never reach one load none of it. `'idle'`:
   * also once the page is idle after the instance started, so the first click shows the modal at
   * once, for about 34 KiB gzip more before any click (a Connect button on two EVM chains; see
   * bench/README.md).
   */
  preload?: 'intent' | 'idle'
  /**
   * The app's terms of service and privacy policy, linked beside the consent checkbox Connect shows
   * while the `legalCheckbox` flag is on (https URLs; http only on loopback hosts).
   */
  legal?: LegalLinks
}

export type LegalLinks = { termsUrl?: string; privacyUrl?: string }

/**
 * The modal UI as a kernel plugin: registers the core views (each loaded when first shown) and
 * the message catalogues (the entry buttons' English at once, the modal's English with its code,
 * German loaded when chosen).
 *
 * @example
 * const portico = createPortico({ plugins: [ui(), eip155()], networks: [mainnet] })
 */
export function ui(options: UiPluginOptions = {}) {
  const { preload } = options
  // Checked when composed, not when it would first matter; production builds drop this check (an
  // unknown value then acts as 'intent'). The links' check stays in every build: they become hrefs.
  if (developmentChecks && preload !== undefined && preload !== 'intent' && preload !== 'idle')
    throw new InvalidPluginError(`ui option "preload" must be 'intent' or 'idle'`, {
      metaMessages: [`Received: ${String(preload)}`],
    })
  const legal = options.legal ?? {}
  for (const [name, url] of Object.entries(legal))
    if (url !== undefined && !isLinkUrl(url))
      throw new InvalidPluginError(`ui option "legal.${name}" must be an https URL`, {
        metaMessages: [`Received: ${String(url)}`],
      })
  return definePlugin({
    id: 'ui',
    version: UI_VERSION,
    kernel: '^1',
    register(ctx) {
      // The modal's English texts (shell and views) come with its code: with the first core view
      // here, and before the shell's first render (lazyShell.ts); once per kernel. Only the entry
      // buttons' texts are registered at composition.
      const texts = loadOnce(() => loadModalBundle().then((bundle) => bundle.addModalTexts(ctx.i18n)))
      for (const view of coreViews) {
        const load = options.views?.[view.id] ?? view.load
        const definition: ViewDefinition = {
          ...view,
          load: () => Promise.all([load(), texts.load()]).then(([module]) => module),
        }
        ctx.views.register(definition)
      }
      ctx.services.provide(viewStateToken, () => new Map())
      ctx.services.provideValue(legalLinksToken, legal)
      ctx.services.provide(livePartsToken, () => uiLiveParts)
      // When the modal opens: featured and recommended wallets (the first AllWallets page waits
      // for intent on the "All wallets" row), then, at idle, the core views the first open left out.
      ctx.extensions.contribute('modal.prefetch', {
        id: 'ui.catalogue',
        run: (portico) => loadModalBundle().then((bundle) => bundle.prefetchModal(portico)),
      })
      ctx.i18n.add('en', buttonsEn)
      ctx.i18n.add('de', () => import('./locales/de.js'))
      ctx.i18n.add('de', () => import('./views/locales/de.js'))
    },
    setup({ portico, log }) {
      if (preload !== 'idle') return
      // What opening would load (the shell, the first view, the plugins' `modal.prepare` work),
      // loaded ahead; the provider's own loads then find the modules evaluated.
      return whenIdle(() => {
        const firstView = portico.views.get(portico.modal.defaultView())
        Promise.all([loadModalBundle(), firstView?.load(), portico.modal.prepare()]).catch((error: unknown) =>
          log.warn('Preloading the modal failed; it loads when opened', error),
        )
      })
    },
  })
}

/** An https URL, or http on a loopback host (local development; `*.localhost` is loopback too). */
function isLinkUrl(value: unknown): boolean {
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    return false
  }
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' &&
      (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost')))
  )
}
