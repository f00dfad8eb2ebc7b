import { createStore, type Portico, type Store } from '@portico/kernel'
import { useId } from 'react'
import { useStore } from '../../hooks/useStore.js'
import { usePortico, useT } from '../../primitives/context.js'
import { Text } from '../../primitives/Text.js'
import { instanceValue, legalLinksToken } from '../shared/instanceCache.js'

type ConsentState = { accepted: boolean }

/** Whether the visitor ticked the box, kept per kernel for the page's life (not stored). */
const consentStore = (portico: Portico): Store<ConsentState> =>
  instanceValue(portico, 'legal-consent', () => createStore<ConsentState>({ accepted: false }))

/** Whether the visitor has accepted the terms in this page (always true while the flag is off). */
export function useLegalConsent(required: boolean): boolean {
  const portico = usePortico()
  const accepted = useStore(consentStore(portico), (s) => s.accepted)
  return !required || accepted
}

/**
 * The consent checkbox Connect shows while the `legalCheckbox` flag is on: every way to connect
 * stays disabled until it is ticked. The app's terms and privacy links (`ui({ legal })`) sit
 * beside it and open in a new tab.
 */
export function LegalConsent() {
  const portico = usePortico()
  const t = useT()
  const id = useId()
  const store = consentStore(portico)
  const accepted = useStore(store, (s) => s.accepted)
  const { termsUrl, privacyUrl } = portico.resolve(legalLinksToken)
  const links = [
    { url: termsUrl, label: t('views.connect.legal.terms') },
    { url: privacyUrl, label: t('views.connect.legal.privacy') },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url))
  return (
    <div className="portico-legal-consent portico-stack">
      <div className="portico-row">
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="portico-focusable"
          checked={accepted}
          onChange={(event) => store.setState({ accepted: event.currentTarget.checked })}
        />
        <label htmlFor={`${id}-consent`}>
          <Text as="span" variant="small">
            {t('views.connect.legal.agree')}
          </Text>
        </label>
      </div>
      {links.length ? (
        <Text variant="small" tone="muted">
          {links.map((link, index) => (
            <span key={link.url}>
              {index > 0 ? ' · ' : null}
              <a href={link.url} target="_blank" rel="noreferrer noopener">
                {link.label}
              </a>
            </span>
          ))}
        </Text>
      ) : null}
    </div>
  )
}
