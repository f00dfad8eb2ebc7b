// The playground's Polkadot test extension: an injectedWeb3 entry (the protocol of polkadot{.js},
// Talisman and SubWallet) holding the local node's dev keys, with an approve / reject step for
// enabling a site and for every signature. Development only: the keys are the public dev keys.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { POLKADOT_DEV_ACCOUNTS, type PolkadotDevAccount } from '../../services/polkadot/constants'
import type { PromptRequest } from '../prompt'

export const POLKADOT_TEST_WALLET_KEY = 'portico-polkadot-test-wallet'
export const POLKADOT_TEST_WALLET_NAME = 'Portico Polkadot Test Wallet'
/** What the extension throws when the visitor refuses, as polkadot{.js} does. */
export const REJECTED = 'Cancelled'

export type PolkadotTestWalletOptions = {
  /** The dev accounts the extension holds; default Alice (sr25519, ed25519, ecdsa). */
  accounts?: readonly PolkadotDevAccount[]
  /** Asked before enabling a new site and before each signature; default: approve. */
  approve?: (request: PromptRequest) => Promise<boolean>
  /** Remembers the sites the visitor enabled (as an extension does across reloads). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The site's origin (default: the page's). */
  origin?: string
}

type InjectedAccount = { address: string; name: string; type: PolkadotDevAccount['type']; genesisHash: null }

const STORAGE_KEY = 'portico-polkadot-test-wallet:sites'

/** The injectedWeb3 extension and what tests do with it (change accounts, forget sites). */
export function createPolkadotTestWallet(options: PolkadotTestWalletOptions = {}) {
  const approve = options.approve ?? (async () => true)
  const origin = options.origin ?? (typeof location === 'undefined' ? 'node' : location.origin)
  let accounts = [...(options.accounts ?? POLKADOT_DEV_ACCOUNTS.filter((a) => a.uri === '//Alice'))]
  const listeners = new Set<(accounts: InjectedAccount[]) => void>()
  let pairs: Promise<Map<string, KeyringPair>> | undefined
  let nextId = 1

  const sites = (): string[] => {
    try {
      const stored = JSON.parse(options.storage?.getItem(STORAGE_KEY) ?? '[]')
      return Array.isArray(stored) ? stored.filter((site): site is string => typeof site === 'string') : []
    } catch {
      return []
    }
  }
  const visible = (): InjectedAccount[] =>
    accounts.map(({ address, name, type }) => ({ address, name, type, genesisHash: null }))
  const keyFor = async (address: string) => {
    pairs ??= cryptoWaitReady().then(
      () =>
        new Map(
          accounts.map((account) => {
            const pair = new Keyring({ type: account.type, ss58Format: 42 }).addFromUri(account.uri)
            return [pair.address, pair] as const
          }),
        ),
    )
    const pair = (await pairs).get(address)
    if (!pair || !accounts.some((account) => account.address === address))
      throw new Error(`Unable to find an account for ${address}`)
    return pair
  }
  const ask = async (method: string, params: readonly unknown[], account: string) => {
    const approved = await approve({
      wallet: POLKADOT_TEST_WALLET_NAME,
      method,
      params,
      chainId: 'polkadot',
      account,
    })
    if (!approved) throw new Error(REJECTED)
  }

  const injected = {
    accounts: {
      get: async () => visible(),
      subscribe(callback: (accounts: InjectedAccount[]) => void) {
        listeners.add(callback)
        callback(visible())
        return () => listeners.delete(callback)
      },
    },
    signer: {
      /** Signs `<Bytes>data</Bytes>` like polkadot{.js} (a raw signature, no scheme byte). */
      async signRaw({ address, data, type }: { address: string; data: string; type: string }) {
        if (type !== 'bytes') throw new Error(`Unsupported raw type ${type}`)
        const pair = await keyFor(address)
        await ask('polkadot:signRaw', [data], address)
        return { id: nextId++, signature: u8aToHex(pair.sign(u8aWrapBytes(data))) }
      },
      /** Signs an extrinsic payload with the signed extensions the dapp lists, like polkadot{.js}. */
      async signPayload(payload: SignerPayloadJSON) {
        const pair = await keyFor(payload.address)
        await ask('polkadot:signPayload', [payload.method], payload.address)
        const registry = new TypeRegistry()
        registry.setSignedExtensions(payload.signedExtensions)
        const extrinsicPayload = registry.createType('ExtrinsicPayload', payload, {
          version: payload.version,
        })
        return { id: nextId++, signature: extrinsicPayload.sign(pair).signature }
      },
    },
  }

  return {
    /** The `injectedWeb3` entry. */
    entry: {
      version: '0.1.0',
      async enable(dappName: string) {
        if (typeof dappName !== 'string' || !dappName) throw new Error('A dapp name is required')
        if (!sites().includes(origin)) {
          await ask('polkadot:enable', [dappName], '')
          options.storage?.setItem(STORAGE_KEY, JSON.stringify([...sites(), origin]))
        }
        return injected
      },
    },
    /** Replaces the accounts the extension shows; subscribers hear of it. */
    setAccounts(next: readonly PolkadotDevAccount[]) {
      accounts = [...next]
      pairs = undefined
      for (const listener of listeners) listener(visible())
    },
    /** Forgets every enabled site (the next enable prompts again). */
    forgetSites() {
      options.storage?.removeItem(STORAGE_KEY)
    },
  }
}

export type PolkadotTestWallet = ReturnType<typeof createPolkadotTestWallet>

/** Puts the extension into `target.injectedWeb3` beside any other, as extensions do. */
export function installPolkadotTestWallet(
  target: { injectedWeb3?: Record<string, unknown> },
  options: PolkadotTestWalletOptions = {},
): PolkadotTestWallet {
  const wallet = createPolkadotTestWallet(options)
  target.injectedWeb3 = { ...(target.injectedWeb3 ?? {}), [POLKADOT_TEST_WALLET_KEY]: wallet.entry }
  return wallet
}
