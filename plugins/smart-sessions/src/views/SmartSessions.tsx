import { getShortMessage } from '@portico/kernel'
import { Button, Spinner, Styles, Text, useLocale, usePortico, useStore, useT, vars } from '@portico/ui'
import { useEffect, useMemo, useState } from 'react'
import type { SmartSessionsService } from '../core/createSmartSessionsService.js'
import { describePermission } from '../core/describe.js'
import type { SmartSession } from '../core/schemas.js'
import { smartSessionsTokens } from '../tokens.js'

export { default as englishTexts } from '../locales/en.js'

const css = `
[data-portico] .portico-sessions { display: flex; flex-direction: column; gap: ${vars.space.md}; box-sizing: border-box;
  width: 100%; padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg}; font-family: ${vars.font.family};
  color: ${vars.color.foreground}; }
[data-portico] .portico-sessions-list { display: flex; flex-direction: column; gap: ${vars.space.sm}; margin: 0; padding: 0; list-style: none; }
[data-portico] .portico-sessions-item { display: flex; flex-direction: column; gap: ${vars.space.xs}; padding: ${vars.space.md};
  border-radius: ${vars.radius.item}; background: ${vars.color.surface}; overflow-wrap: anywhere; }
[data-portico] .portico-sessions-head { display: flex; align-items: center; justify-content: space-between; gap: ${vars.space.sm}; }
[data-portico] .portico-sessions-name { margin: 0; font-size: ${vars.font.sizeMedium}; font-weight: ${vars.font.weightBold}; }
[data-portico] .portico-sessions-state { font-size: ${vars.font.sizeSmall}; color: ${vars.color.success}; white-space: nowrap; }
[data-portico] .portico-sessions-state[data-revoked='true'] { color: ${vars.color.error}; }
[data-portico] .portico-sessions-permissions { margin: 0; padding-left: ${vars.space.lg}; font-size: ${vars.font.sizeSmall}; }
[data-portico] .portico-sessions-center { display: flex; flex-direction: column; align-items: center; gap: ${vars.space.sm};
  padding: ${vars.space.xl} 0; text-align: center; }
`

/** The service of this kernel, loaded once, then its state followed. */
function useSessions(): { service: SmartSessionsService | undefined; failed: unknown } {
  const portico = usePortico()
  const [service, setService] = useState<SmartSessionsService>()
  const [failed, setFailed] = useState<unknown>()
  useEffect(() => {
    let live = true
    portico
      .resolve(smartSessionsTokens.service)
      .load()
      .then((loaded) => {
        if (!live) return
        setService(loaded)
        void loaded.refresh()
      }, setFailed)
    return () => {
      live = false
    }
  }, [portico])
  return { service, failed }
}

/**
 * SmartSessions: the connected EVM account's session permissions (project, expiry, permissions and
 * policies in words, revoked ones marked) with Revoke for the active ones; loading, empty and error
 * states. A failed refresh keeps the list it had.
 */
export default function SmartSessions() {
  const t = useT()
  const { service, failed } = useSessions()
  return (
    <section className="portico-sessions" aria-label={t('smartSessions.view.title')}>
      <Styles id="smart-sessions" css={css} />
      {service ? <SessionList service={service} /> : failed ? <Problem error={failed} /> : <Loading />}
    </section>
  )
}

function Loading() {
  const t = useT()
  return (
    <div className="portico-sessions-center" role="status">
      <Spinner />
      <Text tone="muted">{t('smartSessions.loading')}</Text>
    </div>
  )
}

function Problem({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useT()
  return (
    <div className="portico-sessions-center">
      <div role="alert">
        <Text variant="title" align="center">
          {t('smartSessions.error.title')}
        </Text>
        <Text tone="error" align="center">
          {getShortMessage(error)}
        </Text>
      </div>
      {retry ? (
        <Button variant="secondary" onClick={retry}>
          {t('smartSessions.retry')}
        </Button>
      ) : null}
    </div>
  )
}

function SessionList({ service }: { service: SmartSessionsService }) {
  const t = useT()
  const state = useStore(service, (s) => s)
  const [problem, setProblem] = useState<unknown>()
  const refresh = () => void service.refresh()
  if (state.status !== 'ready' && state.sessions.length === 0) {
    if (state.status === 'error') return <Problem error={state.error} retry={refresh} />
    return <Loading />
  }
  return (
    <>
      {state.status === 'error' ? <Problem error={state.error} retry={refresh} /> : null}
      {problem ? (
        <Text tone="error" role="alert">
          {getShortMessage(problem)}
        </Text>
      ) : null}
      {state.skipped > 0 ? (
        <Text variant="small" tone="muted">
          {t('smartSessions.skipped', { count: state.skipped })}
        </Text>
      ) : null}
      {state.sessions.length === 0 ? (
        <div className="portico-sessions-center" role="status">
          <Text variant="title" align="center">
            {t('smartSessions.empty.title')}
          </Text>
          <Text tone="muted" align="center">
            {t('smartSessions.empty.body')}
          </Text>
        </div>
      ) : (
        <ul className="portico-sessions-list">
          {state.sessions.map((session) => (
            <SessionItem
              key={session.pci}
              session={session}
              revoking={state.revoking === session.pci}
              busy={state.revoking !== undefined}
              onRevoke={() => {
                setProblem(undefined)
                service.revoke(session.pci).catch(setProblem)
              }}
            />
          ))}
        </ul>
      )}
    </>
  )
}

function SessionItem({
  session,
  revoking,
  busy,
  onRevoke,
}: {
  session: SmartSession
  revoking: boolean
  busy: boolean
  onRevoke: () => void
}) {
  const t = useT()
  const portico = usePortico()
  const { locale } = useLocale()
  const nativeSymbol = portico.wallet.getActiveNetwork('eip155')?.nativeCurrency.symbol ?? 'ETH'
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        session.expiry * 1000,
      ),
    [locale, session.expiry],
  )
  const expired = session.expiry * 1000 <= Date.now()
  const revoked = session.revokedAt !== null
  const project = session.project.name || session.project.id
  const words = session.permissions.map((permission) => {
    const described = describePermission(permission, { locale, nativeSymbol })
    switch (described.kind) {
      case 'native-allowance':
        return t('smartSessions.permission.native', described)
      case 'erc20-allowance':
        return t('smartSessions.permission.erc20', described)
      case 'contract-call':
        return t('smartSessions.permission.call', described)
      default:
        return t('smartSessions.permission.unknown', { type: described.type })
    }
  })
  return (
    <li className="portico-sessions-item" data-pci={session.pci}>
      <div className="portico-sessions-head">
        <h3 className="portico-sessions-name">{project}</h3>
        <span className="portico-sessions-state" data-revoked={revoked || expired}>
          {revoked
            ? t('smartSessions.revoked')
            : expired
              ? t('smartSessions.expired', { date })
              : t('smartSessions.active')}
        </span>
      </div>
      {session.project.url ? (
        <Text variant="small" tone="muted">
          {session.project.url}
        </Text>
      ) : null}
      {revoked || expired ? null : (
        <Text variant="small" tone="muted">
          {t('smartSessions.expires', { date })}
        </Text>
      )}
      <ul className="portico-sessions-permissions">
        {words.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: permissions have no id and never reorder
          <li key={index}>{text}</li>
        ))}
      </ul>
      {session.policies.length ? (
        <Text variant="small" tone="muted">
          {t('smartSessions.policies', {
            count: new Intl.NumberFormat(locale).format(session.policies.length),
          })}
        </Text>
      ) : null}
      {revoked || expired ? null : (
        <Button
          variant="danger"
          disabled={busy}
          aria-label={t('smartSessions.revokeNamed', { project })}
          onClick={onRevoke}
        >
          {revoking ? t('smartSessions.revoking') : t('smartSessions.revoke')}
        </Button>
      )}
    </li>
  )
}
