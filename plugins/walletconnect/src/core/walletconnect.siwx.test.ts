// @vitest-environment node
// Sign-in carried through WalletConnect: one-step authentication (`wc_sessionAuthenticate`, CACAO)
// with the siwx plugin composed, a real relay and the playground's mobile wallet signing real
// cacaos; and the fallback (connect, then sign) with a wallet that does not support it.
import { eip155 } from '@portico/chain-eip155'
import type { Portico, PorticoEvents } from '@portico/kernel'
import { CORE_VIEW_IDS, placeholderViews } from '@portico/kernel/testing'
import { siwx, siwxTokens } from '@portico/plugin-siwx'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { walletConnect } from '../plugin.js'
import { localNetworks } from '../test/localNetworks.js'
import { registerRelayKernels } from '../test/relayKernels.js'
import type { TestWallet } from '../test/walletHarness.js'

const { localA, localB } = localNetworks()
const relays = registerRelayKernels()
const { startWallet } = relays
const connectThroughWallet = (portico: Portico, wallet: TestWallet) => relays.connect(portico, wallet, 90_000)

async function startKernel() {
  const fetched: string[] = []
  const portico = await relays.startKernel({
    networks: [localA, localB],
    fetched,
    plugins: [
      // The core views, minus those the WalletConnect and siwx plugins bring.
      placeholderViews(CORE_VIEW_IDS.filter((id) => !/WalletConnect|SIWX/.test(id))),
      eip155({ rpcUrls: {} }),
      walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url }),
      siwx({ required: true, statement: 'Sign in to the Portico tests' }),
    ],
  })
  const events: Array<[keyof PorticoEvents, unknown]> = []
  for (const name of ['siwx:auth-success', 'siwx:auth-error'] as const)
    portico.events.on(name, (payload) => events.push([name, payload]))
  return { portico, events, fetched }
}

const sessionsOf = async (portico: Portico, chainId: `${string}:${string}`, address: string) =>
  (await (await portico.resolve(siwxTokens.service).load()).config()).getSessions(chainId, address)

describe('sign-in through WalletConnect', () => {
  it('one step: the wallet connects and signs a cacao per chain; verified and kept, no second prompt', async () => {
    const { portico, events } = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    const address = wallet.account.address
    expect(portico.wallet.getAccount('eip155')).toMatchObject({ status: 'connected', address })
    // The wallet saw a sign-in request, never a plain proposal.
    expect(wallet.getState().activity).toEqual(
      expect.arrayContaining(['Sign-in request from Portico', 'Signed in to Portico']),
    )
    expect(wallet.getState().activity).not.toContain('Proposal from Portico')
    expect(wallet.errors).toEqual([])

    const [session] = await sessionsOf(portico, localA.caipNetworkId, address)
    expect(session?.cacao).toMatchObject({
      h: { t: 'caip122' },
      p: { iss: `did:pkh:eip155:31337:${address}`, aud: session?.data.uri, nonce: session?.data.nonce },
      s: { t: 'eip191', s: session?.signature },
    })
    expect(session?.message).toContain('wants you to sign in with your Ethereum account:')
    expect(session?.message).toContain('Sign in to the Portico tests')
    expect(session?.message).toContain('Chain ID: 31337')
    // The cacao's signature is the account's over exactly that text.
    expect(
      await verifyMessage({
        address,
        message: session?.message as string,
        signature: session?.signature as Hex,
      }),
    ).toBe(true)
    // Both chains were signed, each with its own cacao.
    expect(await sessionsOf(portico, localB.caipNetworkId, address)).toHaveLength(1)
    expect(events).toContainEqual(['siwx:auth-success', { caipNetworkId: localA.caipNetworkId, address }])
    // The sign-in check after connecting found the session: no SIWXSignMessage.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(portico.router.current.view).not.toBe('SIWXSignMessage')
    expect(portico.modal.getState().open).toBe(false)

    // Tampered cacaos are refused: another nonce in the payload, another signature.
    const config = await (await portico.resolve(siwxTokens.service).load()).config()
    const cacao = session?.cacao as NonNullable<typeof session>['cacao'] & object
    await expect(
      config.addSession({ ...session!, cacao: { ...cacao, p: { ...cacao.p, nonce: 'zzzzzzzz1' } } }),
    ).rejects.toMatchObject({ name: 'SiwxVerificationError', shortMessage: expect.stringContaining('nonce') })
    const otherSignature = `0x${'11'.repeat(65)}`
    await expect(
      config.addSession({
        ...session!,
        signature: otherSignature,
        cacao: { ...cacao, s: { ...cacao.s, s: otherSignature } },
      }),
    ).rejects.toMatchObject({ name: 'SiwxVerificationError' })
    await expect(
      config.addSession({
        ...session!,
        cacao: { ...cacao, p: { ...cacao.p, iss: `did:pkh:eip155:31338:${address}` } },
      }),
    ).rejects.toMatchObject({ shortMessage: expect.stringContaining('network') })
  }, 180_000)

  it('falls back to connect-then-sign with a wallet that does not support one-step authentication', async () => {
    const { portico, events } = await startKernel()
    const wallet = await startWallet({ oneStepAuth: false })
    await connectThroughWallet(portico, wallet)
    const address = wallet.account.address
    expect(wallet.getState().activity).toContain('Proposal from Portico')
    expect(wallet.getState().activity).not.toContain('Signed in to Portico')
    // Connected without a session: the sign-in prompt opens, and signing goes through personal_sign.
    await vi.waitFor(() => expect(portico.router.current.view).toBe('SIWXSignMessage'), { timeout: 90_000 })
    expect(await sessionsOf(portico, localA.caipNetworkId, address)).toEqual([])
    await (await portico.resolve(siwxTokens.service).load()).signIn()
    const [session] = await sessionsOf(portico, localA.caipNetworkId, address)
    expect(session?.cacao).toBeUndefined()
    expect(wallet.getState().activity.some((line) => line.startsWith('Approved personal_sign'))).toBe(true)
    expect(events).toContainEqual(['siwx:auth-success', { caipNetworkId: localA.caipNetworkId, address }])
    expect(wallet.errors).toEqual([])
  }, 180_000)

  it('a refused sign-in is a refused connection; approving the retry connects signed in', async () => {
    const { portico } = await startKernel()
    const wallet = await startWallet()
    wallet.policy.proposals = 'reject'
    const error = await connectThroughWallet(portico, wallet).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ConnectionRejectedError' })
    expect(wallet.getState().activity).toContain('Sign-in rejected')
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    wallet.policy.proposals = 'approve'
    await connectThroughWallet(portico, wallet)
    expect(await sessionsOf(portico, localA.caipNetworkId, wallet.account.address)).toHaveLength(1)
  }, 180_000)
})
