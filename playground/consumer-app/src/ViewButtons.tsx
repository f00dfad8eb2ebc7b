import { useAccount, useDisconnect, useModal } from '@portico/ui'
import { Suspense, useEffect, useState } from 'react'

/** The views the app opens itself (through `useModal().open`), by id. */
const VIEWS = [
  'Account',
  'SwitchNetwork',
  'send/Send',
  'send/Receive',
  'Swap',
  'onramp/Buy',
  'RegisterAccountName',
]

function Buttons() {
  const { open } = useModal()
  const { disconnect } = useDisconnect()
  const { isConnected } = useAccount()
  if (!isConnected) return null
  return (
    <nav aria-label="Views">
      {VIEWS.map((view) => (
        <button key={view} type="button" onClick={() => void open({ view })}>
          Open {view}
        </button>
      ))}
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </nav>
  )
}

/** Buttons that open each view of the modal once connected; rendered after hydration. */
export function ViewButtons() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Buttons />
    </Suspense>
  )
}

export default ViewButtons
