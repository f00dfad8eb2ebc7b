import { truncateAddress } from '@portico/kernel'
import { errorSigningMessage } from '@portico/kernel/flow-messages'
import {
  Avatar,
  Button,
  Styles,
  Text,
  useAccount,
  useNetwork,
  usePortico,
  useStore,
  useT,
  WhenLoaded,
} from '@portico/ui'
import { useEffect, useState } from 'react'
import type { SiwxService } from '../core/createSiwxService.js'
import { authInitProblem, siwxNotEnabled } from '../core/messages.js'
import { siwxTokens } from '../tokens.js'

export { default as englishTexts } from '../locales/en.js'

import { siwxCss } from './siwxCss.js'

/**
 * The SIWXSignMessage view (spec 2, 4): asks the connected wallet to sign the sign-in message.
 * Sign creates, signs and keeps the session, then the modal closes; a failure stays here with
 * 'Error signing message' and the button tries again; Cancel follows spec 4 (in required mode it
 * returns to the last network with a session, else disconnects). The shell's loading state shows
 * until the sign-in service has loaded (no Suspense).
 */
export default function SIWXSignMessage() {
  const handle = usePortico().resolve(siwxTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <SignMessage service={service} />}</WhenLoaded>
}

function SignMessage({ service }: { service: SiwxService }) {
  const t = useT()
  const portico = usePortico()
  const { status, error, details } = useStore(service, (s) => s)
  const { address } = useAccount()
  const { network } = useNetwork()
  const [required, setRequired] = useState(false)
  useEffect(() => {
    let live = true
    void service.isRequired().then((value) => live && setRequired(value))
    return () => {
      live = false
    }
  }, [service])

  const signing = status === 'signing'
  const app = portico.options.metadata?.name ?? t('siwx.label')
  return (
    <section className="portico-siwx" aria-label={t('siwx.label')} aria-busy={signing || undefined}>
      <Styles id="siwx" css={siwxCss} />
      {address ? <Avatar address={address} size={64} /> : null}
      <Text as="h2" variant="title" align="center">
        {t('siwx.heading', { app })}
      </Text>
      <Text tone="muted" align="center">
        {t('siwx.explain')}
      </Text>
      {address && network ? (
        <p className="portico-siwx-account">
          {t('siwx.account', { address: truncateAddress(address), network: network.name })}
        </p>
      ) : null}
      {required ? (
        <Text variant="small" tone="muted" align="center">
          {t('siwx.required')}
        </Text>
      ) : null}
      <div aria-live="polite">
        {signing ? (
          <Text variant="small" role="status">
            {t('siwx.authenticating')}
          </Text>
        ) : null}
        {status === 'error' ? (
          <p className="portico-siwx-problem" role="alert">
            {error === authInitProblem
              ? t('siwx.initProblem')
              : error === errorSigningMessage
                ? t('siwx.error')
                : error === siwxNotEnabled
                  ? t('siwx.notEnabled')
                  : error}
            {details ? <span className="portico-siwx-details">{details}</span> : null}
          </p>
        ) : null}
      </div>
      <div className="portico-siwx-actions">
        <Button variant="secondary" disabled={signing} onClick={() => void service.cancel()}>
          {t('siwx.cancel')}
        </Button>
        <Button loading={signing} onClick={() => void service.signIn()} data-testid="siwx-sign">
          {status === 'error' ? t('siwx.retry') : t('siwx.sign')}
        </Button>
      </div>
    </section>
  )
}
