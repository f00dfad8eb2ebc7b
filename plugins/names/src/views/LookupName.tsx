import { truncateAddress } from '@portico/kernel'
import {
  Avatar,
  Button,
  Styles,
  Text,
  TextInput,
  useAccount,
  usePortico,
  useT,
  WhenLoaded,
} from '@portico/ui'
import { type FormEvent, useId, useState } from 'react'
import type { NamesService } from '../core/createNamesService.js'
import { checkLabel, fullName, NAME_ZONE } from '../core/nameRules.js'
import { namesTokens } from '../tokens.js'
import { namesCss } from './namesCss.js'

export { default as englishTexts } from '../locales/en.js'

type Result =
  | { status: 'idle' }
  | { status: 'looking'; name: string }
  | { status: 'found'; name: string; address: string }
  | { status: 'no-address'; name: string }
  | { status: 'free'; name: string }
  | { status: 'failed'; name: string }

/** A typed name as a full name: `alice` and `alice.reown.id` both mean `alice.reown.id`. */
function toFullName(input: string): { name: string; problem?: string } {
  const value = input.trim().toLowerCase()
  const label = value.endsWith(`.${NAME_ZONE}`) ? value.slice(0, -NAME_ZONE.length - 1) : value
  const problem = checkLabel(label)
  return { name: fullName(label), ...(problem ? { problem } : {}) }
}

/**
 * Looks a name up (`/v1/profile/account/{name}`, API-FACTS 2.12): the address it points to on the
 * active EVM network (mainnet's when it has none there), with a copy button, or why there is none.
 * The shell's loading state shows until the names service has loaded (no Suspense).
 */
export default function LookupName() {
  const handle = usePortico().resolve(namesTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <LookupForm service={service} />}</WhenLoaded>
}

function LookupForm({ service }: { service: NamesService }) {
  const t = useT()
  const { namespace } = useAccount()
  const [input, setInput] = useState('')
  const [result, setResult] = useState<Result>({ status: 'idle' })
  const [copied, setCopied] = useState(false)
  const resultId = useId()
  const { name, problem } = toFullName(input)

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

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!input || problem || result.status === 'looking') return
    setCopied(false)
    setResult({ status: 'looking', name })
    try {
      const found = await service.resolve(name)
      setResult(
        !found
          ? { status: 'free', name }
          : found.address
            ? { status: 'found', name, address: found.address }
            : { status: 'no-address', name },
      )
    } catch {
      setResult({ status: 'failed', name })
    }
  }

  const copy = async () => {
    if (result.status !== 'found') return
    try {
      await navigator.clipboard.writeText(result.address)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <form className="portico-names" aria-label={t('names.lookup.label')} onSubmit={submit} noValidate>
      <Styles id="names" css={namesCss} />
      <TextInput
        label={t('names.lookup.field')}
        value={input}
        onChange={(event) => {
          setInput(event.currentTarget.value)
          setResult({ status: 'idle' })
        }}
        autoComplete="off"
        spellCheck={false}
        maxLength={90}
        aria-describedby={resultId}
        error={input && problem ? t(`names.form.${problem}`) : undefined}
        hint={t('names.lookup.hint')}
      />
      <Button
        type="submit"
        fullWidth
        size="large"
        loading={result.status === 'looking'}
        disabled={!input || !!problem}
      >
        {t('names.lookup.submit')}
      </Button>
      <div id={resultId} aria-live="polite" className="portico-names-result">
        {result.status === 'found' ? (
          <div className="portico-names-found">
            <Avatar address={result.address} size={40} />
            <div>
              <Text variant="small" tone="muted">
                {t('names.lookup.found', { name: result.name })}
              </Text>
              <Text className="portico-names-address" title={result.address}>
                {truncateAddress(result.address)}
              </Text>
            </div>
            <Button variant="secondary" onClick={copy}>
              {copied ? t('names.lookup.copied') : t('names.lookup.copy')}
            </Button>
          </div>
        ) : result.status === 'free' ? (
          <Text tone="muted">{t('names.lookup.free', { name: result.name })}</Text>
        ) : result.status === 'no-address' ? (
          <Text tone="muted">{t('names.lookup.noAddress', { name: result.name })}</Text>
        ) : result.status === 'failed' ? (
          <p className="portico-names-problem" role="alert">
            {t('names.error.resolve')}
          </p>
        ) : null}
      </div>
    </form>
  )
}
