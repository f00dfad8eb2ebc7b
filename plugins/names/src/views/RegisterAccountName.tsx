import {
  Button,
  Styles,
  Text,
  TextInput,
  useAccount,
  usePortico,
  useRouter,
  useT,
  WhenLoaded,
} from '@portico/ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { NamesService } from '../core/createNamesService.js'
import { checkLabel, fullName } from '../core/nameRules.js'
import type { NameSuggestion } from '../core/schemas.js'
import { namesTokens } from '../tokens.js'
import { namesCss } from './namesCss.js'

export { default as englishTexts } from '../locales/en.js'

/** Spec 9: the default debounce before suggestions are asked for. */
const SUGGESTIONS_DEBOUNCE_MS = 500

type Lookup =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | { status: 'done'; name: string; taken: boolean; others: string[] }
  | { status: 'failed' }

/**
 * RegisterAccountName (spec 2): the visitor types a name; the rule of spec 5 is explained at once,
 * availability and free alternatives are asked for 500 ms after the last keystroke; Register has
 * the wallet sign the registration. Success moves to RegisterAccountNameSuccess; a failure stays
 * here with 'Error registering name {name}'. The shell's loading state shows until the names
 * service has loaded (no Suspense).
 */
export default function RegisterAccountName() {
  const handle = usePortico().resolve(namesTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <RegisterForm service={service} />}</WhenLoaded>
}

function RegisterForm({ service }: { service: NamesService }) {
  const t = useT()
  const router = useRouter()
  const { namespace } = useAccount()
  const [label, setLabel] = useState('')
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const [registering, setRegistering] = useState(false)
  const [failure, setFailure] = useState<{ text: string; details?: string } | undefined>()
  const statusId = useId()
  const problem = label ? checkLabel(label) : undefined
  const name = fullName(label)

  useEffect(() => {
    if (!label || checkLabel(label)) return setLookup({ status: 'idle' })
    setLookup({ status: 'checking', name })
    const abort = new AbortController()
    const timer = setTimeout(() => {
      service.suggestions(label, abort.signal).then(
        (suggestions: NameSuggestion[]) => {
          const exact = suggestions.find((s) => s.name === name)
          const others = suggestions.filter((s) => s.name !== name && !s.registered).map((s) => s.name)
          setLookup({ status: 'done', name, taken: exact?.registered ?? false, others })
        },
        () => {
          if (!abort.signal.aborted) setLookup({ status: 'failed' })
        },
      )
    }, SUGGESTIONS_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [service, label, name])

  if (namespace !== 'eip155') {
    return (
      <div className="portico-names">
        <Styles id="names" css={namesCss} />
        <Text tone="muted" role="status">
          {t('names.unsupported')}
        </Text>
      </div>
    )
  }

  const available = lookup.status === 'done' && lookup.name === name && !lookup.taken
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!available || registering) return
    setRegistering(true)
    setFailure(undefined)
    try {
      const record = await service.register(name)
      router.replace('RegisterAccountNameSuccess', { name: record.name })
    } catch (error) {
      const { shortMessage, details } = error as { shortMessage?: string; details?: string }
      setFailure({
        text:
          shortMessage && !shortMessage.startsWith('Error registering name')
            ? shortMessage
            : t('names.error.register', { name }),
        ...(details ? { details } : {}),
      })
      setRegistering(false)
    }
  }

  const status =
    lookup.status === 'checking'
      ? { tone: 'muted', text: t('names.form.checking', { name: lookup.name }) }
      : lookup.status === 'done'
        ? lookup.taken
          ? { tone: 'error', text: t('names.form.taken', { name: lookup.name }) }
          : { tone: 'success', text: t('names.form.available', { name: lookup.name }) }
        : lookup.status === 'failed'
          ? { tone: 'error', text: t('names.error.suggestions') }
          : undefined

  return (
    <form className="portico-names" aria-label={t('names.form.label')} onSubmit={submit} noValidate>
      <Styles id="names" css={namesCss} />
      <TextInput
        label={t('names.form.field')}
        value={label}
        onChange={(event) => {
          setLabel(event.currentTarget.value.trim())
          setFailure(undefined)
        }}
        autoComplete="off"
        spellCheck={false}
        maxLength={80}
        aria-describedby={statusId}
        error={problem ? t(`names.form.${problem}`) : undefined}
        hint={t('names.form.hint')}
        trailing={<span className="portico-names-zone">.reown.id</span>}
        disabled={registering}
      />
      <p id={statusId} className="portico-names-status" data-tone={status?.tone} aria-live="polite">
        {status?.text}
      </p>
      {lookup.status === 'done' && lookup.others.length > 0 ? (
        <section aria-label={t('names.form.suggestions')}>
          <Text variant="small" tone="muted">
            {t('names.form.suggestions')}
          </Text>
          <ul className="portico-names-list">
            {lookup.others.map((other) => (
              <li key={other}>
                <button
                  type="button"
                  className="portico-names-chip portico-focusable"
                  onClick={() => setLabel(other.split('.')[0] ?? '')}
                >
                  {other}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failure ? (
        <p className="portico-names-problem" role="alert">
          {failure.text}
          {failure.details ? <span className="portico-names-details">{failure.details}</span> : null}
        </p>
      ) : null}
      {registering ? (
        <Text variant="small" role="status">
          {t('names.form.registering')}
        </Text>
      ) : null}
      <Button type="submit" fullWidth size="large" loading={registering} disabled={!available}>
        {t('names.form.register')}
      </Button>
    </form>
  )
}
