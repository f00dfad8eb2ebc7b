import type { Portico } from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'
import {
  Button,
  CopyButton,
  QrCode,
  Spinner,
  Text,
  useModalTitle,
  usePortico,
  useStore,
  useT,
  useViewEnabled,
  vars,
  WalletImage,
} from '@portico/ui'
import { type CSSProperties, useEffect, useState } from 'react'
import { WALLETCONNECT_ICON, WALLETCONNECT_VIEWS } from '../constants.js'
import type { WalletConnectService } from '../core/createWalletConnectService.js'
import { walletDeepLink } from '../core/links.js'
import { getWalletConnect, walletConnectToken } from '../core/token.js'
import type { WalletConnectViewData } from './viewData.js'

// The views' English texts load with them (the plugin adds them when a view's module loads).
export { default as englishTexts } from '../locales/en.js'

const column: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
}
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.sm }
const openLink: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentForeground,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
}

export type PairingPanelProps = {
  wallet?: WalletConnectViewData['wallet']
  /** The basic connecting view (spec 2): no wallet header, a way to the full wallet list instead. */
  basic?: boolean
}

/** Errors the view names itself; anything else is 'Failed to connect'. */
function errorKey(error: unknown): string {
  const name = (error as { name?: unknown } | undefined)?.name
  if (name === 'ConnectionRejectedError' || isUserRejection(error)) return 'walletconnect.error.rejected'
  if (name === 'WalletConnectConnectorNotFoundError') return 'walletconnect.error.connectorMissing'
  if (name === 'SignClientNotInitializedError') return 'walletconnect.error.signClient'
  return 'walletconnect.error.failed'
}

type ServiceState = { service?: WalletConnectService; error?: unknown; attempt: number }

/** The service, loaded when the view shows (at once when already loaded); a failed load can be retried. */
function useService(portico: Portico): ServiceState & { retry(): void } {
  const loaded = () => portico.tryResolve(walletConnectToken)?.peek()
  const [state, setState] = useState<ServiceState>(() => ({ service: loaded(), attempt: 0 }))
  useEffect(() => {
    if (state.service || state.error) return
    let current = true
    getWalletConnect(portico).then(
      (service) => current && setState((s) => ({ ...s, service })),
      (error: unknown) => current && setState((s) => ({ ...s, error })),
    )
    return () => {
      current = false
    }
  }, [portico, state.service, state.error])
  return { ...state, retry: () => setState((s) => ({ attempt: s.attempt + 1 })) }
}

/**
 * The pairing of both connecting views: starts the connect flow when shown, shows the pairing URI as
 * QR code with a copy-link button (and, on a phone, the picked wallet's deep link), a fresh code
 * before the old one goes stale, loading and error states with a retry. Leaving the view drops the
 * pairing; a successful connect closes the modal.
 */
export function PairingPanel({ wallet, basic = false }: PairingPanelProps) {
  const portico = usePortico()
  const { service, error, retry } = useService(portico)
  const t = useT()
  if (error) {
    const missing = (error as { name?: unknown }).name === 'WalletConnectConnectorNotFoundError'
    return <PairingError portico={portico} error={error} onRetry={missing ? undefined : retry} />
  }
  if (!service)
    return (
      <div style={column} data-testid="walletconnect-pairing" data-status="loading">
        <Spinner size="large" label={t('walletconnect.loading')} />
      </div>
    )
  return <Pairing portico={portico} service={service} wallet={wallet} basic={basic} />
}

function Pairing({
  portico,
  service,
  wallet,
  basic,
}: {
  portico: Portico
  service: WalletConnectService
  wallet: PairingPanelProps['wallet']
  basic: boolean
}) {
  const t = useT()
  const { uri, status } = useStore(service.client.state, (s) => ({ uri: s.uri, status: s.status }))
  const flow = useStore(service.flow, (s) => s)
  const showAllWallets = useViewEnabled('AllWallets') && basic
  // The header names the wallet the visitor picked.
  useModalTitle(wallet && !basic ? wallet.name : undefined)

  useEffect(() => {
    const release = service.retain()
    service.startConnect()
    return release
  }, [service])

  useEffect(() => {
    if (flow.phase !== 'connected') return
    const current = portico.router.current.view
    if (current === WALLETCONNECT_VIEWS.connecting || current === WALLETCONNECT_VIEWS.basic)
      portico.modal.close()
  }, [flow.phase, portico])

  if (flow.phase === 'failed')
    return <PairingError portico={portico} error={flow.error} onRetry={() => service.startConnect()} />

  const deepLink = portico.platform.mobile && uri ? walletDeepLink(wallet?.record, uri) : undefined
  const walletName = wallet?.name ?? 'WalletConnect'

  return (
    <div style={column} data-testid="walletconnect-pairing" data-status={status}>
      {wallet && !basic ? (
        <div style={row}>
          <WalletImage src={wallet.imageUrl} name={wallet.name} size={32} decorative />
          <Text variant="title">{t('walletconnect.continueIn', { wallet: wallet.name })}</Text>
        </div>
      ) : null}
      {uri ? (
        <>
          <QrCode
            value={uri}
            label={t('walletconnect.qrLabel')}
            logoSrc={wallet?.imageUrl ?? WALLETCONNECT_ICON}
          />
          <Text tone="muted" align="center">
            {wallet ? t('walletconnect.scanWith', { wallet: walletName }) : t('walletconnect.scan')}
          </Text>
          <Text variant="small" tone="muted" align="center">
            {t('walletconnect.waiting')}
          </Text>
          <CopyButton value={uri} label={t('walletconnect.copyLink')} showLabel />
          {deepLink ? (
            <a href={deepLink} style={openLink}>
              {t('walletconnect.openWallet', { wallet: walletName })}
            </a>
          ) : null}
        </>
      ) : (
        <Spinner size="large" label={t('walletconnect.loading')} />
      )}
      {showAllWallets ? (
        <Button variant="secondary" onClick={() => portico.router.push('AllWallets')}>
          {t('walletconnect.allWallets')}
        </Button>
      ) : null}
    </div>
  )
}

function PairingError({
  portico,
  error,
  onRetry,
}: {
  portico: Portico
  error: unknown
  onRetry: (() => void) | undefined
}) {
  const t = useT()
  const key = errorKey(error)
  useEffect(() => {
    if (error) portico.log.warn('WalletConnect connection failed', error)
  }, [error, portico])
  return (
    <div style={column} data-testid="walletconnect-error">
      <div role="alert" style={{ ...column, padding: 0 }}>
        <Text variant="title" tone="error" align="center">
          {t(key)}
        </Text>
        {key === 'walletconnect.error.rejected' ? (
          <Text tone="muted" align="center">
            {t('walletconnect.error.rejectedHint')}
          </Text>
        ) : null}
      </div>
      {onRetry ? <Button onClick={onRetry}>{t('walletconnect.retry')}</Button> : null}
    </div>
  )
}
