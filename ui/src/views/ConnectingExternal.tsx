import { getShortMessage, type Network, RETRY_ALLOWED_AFTER_MS } from '@portico/kernel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useModalTitle } from '../hooks/useModalTitle.js'
import { usePorticoEvent } from '../hooks/usePorticoEvent.js'
import { useRouter } from '../hooks/useRouter.js'
import { useWalletState } from '../hooks/useWalletState.js'
import { Button } from '../primitives/Button.js'
import { usePortico, useT } from '../primitives/context.js'
import { RefreshIcon, WalletIcon } from '../primitives/icons.js'
import { Spinner } from '../primitives/Spinner.js'
import { Text } from '../primitives/Text.js'
import { WalletImage } from '../primitives/WalletImage.js'
import { connectOnce } from './shared/connectOnce.js'
import { useWalletImageSrc } from './shared/useWalletImageSrc.js'
import { ViewLayout } from './shared/ViewLayout.js'

/** `switching`: the wallet is now asked to switch to the app's network as part of the connection. */
type Attempt = { status: 'connecting'; switching?: Network } | { status: 'failed'; error: unknown }

/**
 * ConnectingExternal (spec 2): asks an installed or external wallet to connect and waits. A refusal
 * shows 'Connection rejected', any other failure its message; retrying is allowed 1 s after the
 * last attempt started (spec 9); until then no retry is offered. When the wallet is asked to switch
 * to the app's network while connecting, the view says so. On success the modal closes like AppKit's, unless embedded, where
 * it shows Account (an embedded modal never closes).
 */
export default function ConnectingExternal() {
  const portico = usePortico()
  const t = useT()
  const { data } = useRouter<'ConnectingExternal'>()
  const connectorId = data?.connectorId
  const connector = useWalletState((s) => s.connectors.find((c) => c.id === connectorId))
  const imageSrc = useWalletImageSrc({ connector })
  const [attempt, setAttempt] = useState<Attempt>({ status: 'connecting' })
  const [retryAllowed, setRetryAllowed] = useState(false)
  const attemptId = useRef(0)

  const connect = useCallback(
    (force: boolean) => {
      const id = ++attemptId.current
      setAttempt({ status: 'connecting' })
      setRetryAllowed(false)
      if (!connectorId) return setAttempt({ status: 'failed', error: undefined })
      connectOnce(portico, connectorId, { force }).then(
        () => {
          if (id !== attemptId.current) return
          // A plugin reacting to the connection (a sign-in prompt) may already have moved on.
          if (portico.router.current.view !== 'ConnectingExternal') return
          if (portico.options.embedded) portico.router.reset('Account')
          else portico.modal.close()
        },
        (error: unknown) => {
          if (id === attemptId.current) setAttempt({ status: 'failed', error })
        },
      )
    },
    [portico, connectorId],
  )

  usePorticoEvent('wallet:connect-switching-network', ({ connectorId: switching, network }) => {
    if (switching === connectorId)
      setAttempt((current) =>
        current.status === 'connecting' ? { status: 'connecting', switching: network } : current,
      )
  })

  useEffect(() => {
    connect(false)
    // Leaving the view makes any late answer stale.
    return () => {
      attemptId.current++
    }
  }, [connect])

  useEffect(() => {
    if (retryAllowed) return
    const timer = setTimeout(() => setRetryAllowed(true), RETRY_ALLOWED_AFTER_MS)
    return () => clearTimeout(timer)
  }, [retryAllowed])

  const name = connector?.name ?? t('views.connectingExternal.unknownWallet')
  useModalTitle(connector?.name)
  const failed = attempt.status === 'failed'
  return (
    <ViewLayout className="portico-connecting-external">
      <div className="portico-state" data-tone={failed ? 'error' : 'default'}>
        {connector ? (
          <WalletImage src={imageSrc} name={name} size={72} />
        ) : (
          <span className="portico-state-icon">
            <WalletIcon />
          </span>
        )}
        {failed ? (
          <div role="alert">
            <Text variant="title" align="center" tone="error">
              {getShortMessage(attempt.error, t('views.connectingExternal.unknownError'))}
            </Text>
            <Text tone="muted" align="center">
              {t('views.connectingExternal.failed.description')}
            </Text>
          </div>
        ) : (
          <div role="status">
            <Text variant="title" align="center">
              {t('views.connectingExternal.waiting.title', { wallet: name })}
            </Text>
            <Text tone="muted" align="center">
              {attempt.switching
                ? t('views.connectingExternal.switching.description', { network: attempt.switching.name })
                : t('views.connectingExternal.waiting.description')}
            </Text>
          </div>
        )}
        {failed ? null : <Spinner />}
        <div className="portico-state-actions">
          {retryAllowed && connectorId ? (
            <Button
              variant={failed ? 'primary' : 'secondary'}
              icon={<RefreshIcon />}
              onClick={() => connect(true)}
            >
              {t('views.connectingExternal.retry')}
            </Button>
          ) : null}
          {failed ? (
            <Button variant="ghost" onClick={() => portico.router.back()}>
              {t('views.connectingExternal.back')}
            </Button>
          ) : null}
        </div>
      </div>
    </ViewLayout>
  )
}
