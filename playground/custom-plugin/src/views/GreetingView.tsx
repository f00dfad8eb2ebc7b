import { getShortMessage } from '@portico/kernel'
import { Button, Text, useAccount, usePortico, useT } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { helloTokens } from '../core/tokens.js'

// The view's English texts load with it (the plugin adds them when the view's module loads).
export { default as englishTexts } from '../locales/en.js'

type Greeting =
  | { status: 'loading' }
  | { status: 'done'; text: string | undefined }
  | { status: 'failed'; error: unknown }

/**
 * The plugin's view: greets the connected account by name. Loaded on first use; no Suspense (the
 * shell shows loading and errors of the module itself), its own state shows the lookup.
 */
export default function GreetingView() {
  const t = useT()
  const portico = usePortico()
  const { address } = useAccount()
  const [greeting, setGreeting] = useState<Greeting>({ status: 'loading' })

  // Greets again when the account changes; nothing to look up while none is connected.
  const greet = useCallback(async () => {
    if (!address) return setGreeting({ status: 'done', text: undefined })
    setGreeting({ status: 'loading' })
    try {
      const greeter = await portico.resolve(helloTokens.greeter).load()
      setGreeting({ status: 'done', text: await greeter.greetAccount() })
    } catch (error) {
      setGreeting({ status: 'failed', error })
    }
  }, [portico, address])

  useEffect(() => {
    void greet()
  }, [greet])

  return (
    <section className="portico-stack" aria-label={t('hello.view.title')}>
      {greeting.status === 'loading' ? <Text tone="muted">{t('hello.view.loading')}</Text> : null}
      {greeting.status === 'done' ? (
        <Text as="h2" variant="title" align="center" role="status">
          {greeting.text ?? t('hello.view.disconnected')}
        </Text>
      ) : null}
      {greeting.status === 'failed' ? <Text role="alert">{getShortMessage(greeting.error)}</Text> : null}
      <Button fullWidth onClick={() => void greet()} disabled={greeting.status === 'loading'}>
        {t('hello.view.again')}
      </Button>
    </section>
  )
}
