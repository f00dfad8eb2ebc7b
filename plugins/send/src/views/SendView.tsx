import { Styles, Text, useAccount, useNetwork, usePortico, useRouter, useT, WhenLoaded } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { SendService } from '../core/createSendService.js'
import { isSendNamespace } from '../namespaces.js'
import { sendPluginTokens } from '../tokens.js'
import { SendForm } from './SendForm.js'
import { SendReview } from './SendReview.js'
import { sendCss } from './sendCss.js'

// The plugin's English texts load with its views (the plugin adds them when a view's module loads).
export { default as englishTexts } from '../locales/en.js'

/**
 * The `send/Send` view: the form, then a review step that sends. The form's state lives in the
 * kernel (the send service), so leaving and coming back keeps what was typed; a successful send
 * clears it and returns to Account. The shell's loading state shows until the send service has
 * loaded (no Suspense).
 */
export default function SendView() {
  const handle = usePortico().resolve(sendPluginTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <Send service={service} />}</WhenLoaded>
}

function Send({ service }: { service: SendService }) {
  const t = useT()
  const { data } = useRouter<'send/Send'>()
  const { namespace, address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const [step, setStep] = useState<'edit' | 'review'>('edit')

  const preset = data?.token
  useEffect(() => {
    if (preset) service.setToken(preset)
  }, [service, preset])

  // Tokens, gas price and native price belong to an account on a network: load them for this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: address and network are what prepare() reads
  useEffect(() => {
    void service.prepare()
  }, [service, address, caipNetworkId])

  if (!isSendNamespace(namespace)) {
    return (
      <div className="portico-send">
        <Styles id="send" css={sendCss} />
        <Text tone="muted" role="status">
          {t('send.unsupported')}
        </Text>
      </div>
    )
  }
  return (
    <>
      <Styles id="send" css={sendCss} />
      {step === 'edit' ? (
        <SendForm service={service} onReview={() => setStep('review')} />
      ) : (
        <SendReview service={service} onEdit={() => setStep('edit')} />
      )}
    </>
  )
}
