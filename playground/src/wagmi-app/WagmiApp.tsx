import { ConnectButton, NetworkButton } from '@portico/ui'
import { useEffect, useState } from 'react'
import { erc20Abi, parseUnits } from 'viem'
import {
  useChainId,
  useChains,
  useConnection,
  useConnectors,
  useDisconnect,
  useReadContract,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { PTT_TOKEN } from '../../../testkit/src/services/chains/constants.js'
import type { PlaygroundServices } from '../dapp/services.js'

/** anvil's dev account 1: the receiver of the demo transfer. */
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MESSAGE = 'Hello from a wagmi app with the Portico modal'

const errorText = (error: Error | null) =>
  error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : ''

/** What wagmi sees: its own hooks only. The header's buttons are Portico's. */
function WagmiState() {
  const { status, address, chainId, connector } = useConnection()
  const connectors = useConnectors()
  return (
    <section aria-labelledby="wagmi-state">
      <h2 id="wagmi-state">wagmi state</h2>
      <dl>
        <dt>status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>address</dt>
        <dd data-testid="wagmi-address">{address ?? '-'}</dd>
        <dt>chain id</dt>
        <dd data-testid="wagmi-chain">{chainId ?? '-'}</dd>
        <dt>connector</dt>
        <dd data-testid="wagmi-connector">{connector ? `${connector.name} (${connector.type})` : '-'}</dd>
        <dt>connectors</dt>
        <dd data-testid="wagmi-connectors">{connectors.map((c) => c.name).join(', ')}</dd>
      </dl>
    </section>
  )
}

function Actions() {
  const { address, isConnected } = useConnection()
  const chainId = useChainId()
  const chains = useChains()
  const { disconnect } = useDisconnect()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  const write = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: write.data })
  const balance = useReadContract({
    address: PTT_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [RECEIVER],
    query: { enabled: isConnected },
  })
  const [lastBalance, setLastBalance] = useState<string>()
  const other = chains.find((chain) => chain.id !== chainId)
  // The receiver's balance is read again once the transfer is mined: the write settles when the
  // wallet returns the hash, and anvil may mine it a moment later (a read then saw the old balance).
  const { refetch } = balance
  const minedHash = receipt.data?.transactionHash
  useEffect(() => {
    if (minedHash) void refetch().then((r) => setLastBalance(String(r.data)))
  }, [minedHash, refetch])

  return (
    <section aria-labelledby="wagmi-actions">
      <h2 id="wagmi-actions">wagmi actions</h2>
      <button
        type="button"
        disabled={!isConnected}
        onClick={() => {
          setLastBalance(undefined)
          write.mutate({
            address: PTT_TOKEN.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [RECEIVER, parseUnits('1', PTT_TOKEN.decimals)],
          })
        }}
      >
        Transfer 1 PTT (useWriteContract)
      </button>
      <output data-testid="wagmi-write">
        {write.isPending
          ? 'waiting for the wallet'
          : write.error
            ? `failed: ${errorText(write.error)}`
            : write.data
              ? `${write.data} ${receipt.data?.status ?? 'pending'}`
              : ''}
      </output>
      <output data-testid="wagmi-receiver-balance">{lastBalance ?? ''}</output>
      <button
        type="button"
        disabled={!isConnected || !address}
        onClick={() => sign.mutate({ message: MESSAGE })}
      >
        Sign a message (useSignMessage)
      </button>
      <output data-testid="wagmi-signature">
        {sign.error ? `failed: ${errorText(sign.error)}` : (sign.data ?? '')}
      </output>
      {other ? (
        <button type="button" onClick={() => switchChain.mutate({ chainId: other.id })}>
          Switch to {other.name} (useSwitchChain)
        </button>
      ) : null}
      <output data-testid="wagmi-switch">
        {switchChain.error ? `failed: ${errorText(switchChain.error)}` : ''}
      </output>
      <button type="button" disabled={!isConnected} onClick={() => disconnect()}>
        Disconnect (useDisconnect)
      </button>
    </section>
  )
}

/** A wagmi app's page: Portico's buttons in the header, wagmi's state and actions below. */
export function WagmiApp({ services }: { services: PlaygroundServices }) {
  return (
    <>
      <header>
        <h1>wagmi + Portico</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <WagmiState />
        <Actions />
        <section aria-labelledby="wagmi-services">
          <h2 id="wagmi-services">Local services</h2>
          <p>
            Chains:{' '}
            {services.chains
              .filter((c) => c.inTestWallet)
              .map((c) => `${c.name} (${c.rpcUrl})`)
              .join(', ')}
          </p>
        </section>
      </main>
    </>
  )
}
