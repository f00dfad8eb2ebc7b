import { Styles, Text, useAccount, useNetwork, usePortico, useT, WhenLoaded } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { SwapService } from '../core/createSwapService.js'
import { swapPluginTokens } from '../tokens.js'
import { SwapForm } from './SwapForm.js'
import { swapCss } from './swapCss.js'
import { TokenPicker } from './TokenPicker.js'
import { useSwapState } from './useSwapService.js'

/**
 * The `Swap` view: the form, or the token list of one side. The form's state lives in the kernel
 * (the swap service), so picking a token and coming back keeps the amount. The shell's loading state
 * shows until the swap service has loaded (no Suspense).
 */
export default function SwapView() {
  const handle = usePortico().resolve(swapPluginTokens.service)
  return <WhenLoaded handle={handle}>{(service) => <Swap service={service} />}</WhenLoaded>
}

function Swap({ service }: { service: SwapService }) {
  const t = useT()
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  const [picking, setPicking] = useState<'source' | 'destination' | undefined>()
  const tokens = useSwapState(service, (s) => s.tokens)
  const tokensStatus = useSwapState(service, (s) => s.tokensStatus)
  const selected = useSwapState(service, (s) => (picking === 'destination' ? s.destination : s.source))

  // Tokens, balances and the gas price belong to an account on a network: load them for this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: address and network are what prepare() reads
  useEffect(() => {
    void service.prepare()
  }, [service, address, caipNetworkId])

  if (!service.isSupported()) {
    return (
      <div className="portico-swap">
        <Styles id="swap" css={swapCss} />
        <Text role="status">{t('swap.unsupported')}</Text>
      </div>
    )
  }
  return (
    <>
      <Styles id="swap" css={swapCss} />
      {picking ? (
        <TokenPicker
          side={picking}
          tokens={tokens}
          status={tokensStatus}
          selected={selected}
          onBack={() => setPicking(undefined)}
          onSelect={(token) => {
            if (picking === 'source') service.setSource(token)
            else service.setDestination(token)
            setPicking(undefined)
          }}
        />
      ) : (
        <SwapForm service={service} onPick={setPicking} />
      )}
    </>
  )
}
