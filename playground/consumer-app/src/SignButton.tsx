import { useAccount, usePortico } from '@portico/ui'
import { Suspense, useEffect, useState } from 'react'

function Sign() {
  const portico = usePortico()
  const { address } = useAccount()
  const [signature, setSignature] = useState<string>()
  if (!address) return null
  const sign = async () => {
    const message = `0x${Array.from(new TextEncoder().encode('Hello from a consumer app'), (b) => b.toString(16).padStart(2, '0')).join('')}`
    const result = await portico.request({
      namespace: 'eip155',
      method: 'personal_sign',
      params: [message, address],
    })
    setSignature(String(result))
  }
  return (
    <p>
      <button type="button" onClick={() => void sign()}>
        Sign a message
      </button>
      {signature && <output aria-label="Signature">{signature}</output>}
    </p>
  )
}

/**
 * Signs through the instance once connected. Rendered after hydration only: its hooks suspend
 * until the instance has loaded, and the instance belongs to the browser, not the server.
 */
export function SignButton() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Sign />
    </Suspense>
  )
}
