// The playground's Cosmos test wallet: Keplr's injected interface (`enable`, `getKey`,
// `experimentalSuggestChain`, `signDirect`, `signAmino`, `signArbitrary`, `disable`) over the
// local node's dev keys, with an approve / reject prompt before every grant and signature.
import { rawSecp256k1PubkeyToRawAddress, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, sha256 } from '@cosmjs/crypto'
import { fromHex, toBase64, toBech32, toUtf8 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'

export const KEPLR_TEST_WALLET_NAME = 'Portico Cosmos Test Wallet'

export type KeplrApprovalRequest = {
  wallet: string
  method: string
  params: readonly unknown[]
  chainId: string
  account: string
}

/** A chain the wallet knows: its id and the bech32 prefix of its addresses. */
export type KeplrTestChain = { chainId: string; bech32Prefix: string }

export type KeplrTestWalletOptions = {
  /** The chains the wallet knows from the start; others must be suggested first. */
  chains: readonly KeplrTestChain[]
  /** Dev private keys (hex, secp256k1); the first is active. */
  privateKeys: readonly string[]
  /** Asked before enabling a chain for the page, adding a chain and signing. Default: approve all. */
  approve?: (request: KeplrApprovalRequest) => boolean | Promise<boolean>
  /** Keeps the page's grants across reloads, as an extension would. Default: memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Where `keplr_keystorechange` is fired (the page's window). */
  events?: EventTarget
  /** The key-change event's name: Keplr's by default, `leap_keystorechange` for a Leap stand-in. */
  keystoreEvent?: string
  name?: string
  /** Test only: answer signatures made by another key (a broken or malicious wallet). */
  forgeSignatures?: boolean
}

type Key = { privateKey: Uint8Array; publicKey: Uint8Array }

const GRANTS_KEY = 'portico-keplr-test-wallet:grants'

/** Keplr's refusal: an Error without a code, worded as Keplr words it. */
const rejected = () => new Error('Request rejected')

/**
 * A Keplr-style wallet for tests and the demo dapp. Like Keplr it keeps per-page grants by chain
 * (a granted page's `enable` does not prompt again, also after a reload when `storage` persists),
 * refuses unknown chains until `experimentalSuggestChain` adds them, signs direct and amino docs
 * with the chain's key after a prompt, and fires `keplr_keystorechange` when the active key
 * changes (`switchAccount`). Test keys only.
 */
export class KeplrTestWallet {
  readonly name: string
  #chains: Map<string, KeplrTestChain>
  #keys: Key[]
  #active = 0
  #options: KeplrTestWalletOptions
  #memoryGrants = new Set<string>()

  constructor(options: KeplrTestWalletOptions) {
    this.#options = options
    this.name = options.name ?? KEPLR_TEST_WALLET_NAME
    this.#chains = new Map(options.chains.map((chain) => [chain.chainId, chain]))
    this.#keys = options.privateKeys.map((hex) => {
      const privateKey = fromHex(hex)
      return { privateKey, publicKey: Secp256k1.compressPubkey(Secp256k1.makeKeypair(privateKey).pubkey) }
    })
    if (this.#keys.length === 0) throw new Error('The Keplr test wallet needs at least one key.')
  }

  get #key(): Key {
    return this.#keys[this.#active]!
  }

  #grants(): Set<string> {
    const stored = this.#options.storage?.getItem(GRANTS_KEY)
    if (!this.#options.storage) return this.#memoryGrants
    try {
      const parsed: unknown = stored ? JSON.parse(stored) : []
      return new Set(
        Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [],
      )
    } catch {
      return new Set()
    }
  }

  #saveGrants(grants: Set<string>) {
    if (this.#options.storage) this.#options.storage.setItem(GRANTS_KEY, JSON.stringify([...grants]))
    else this.#memoryGrants = grants
  }

  #chain(chainId: string): KeplrTestChain {
    const chain = this.#chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }

  #address(chain: KeplrTestChain, key = this.#key): string {
    return toBech32(chain.bech32Prefix, rawSecp256k1PubkeyToRawAddress(key.publicKey))
  }

  async #ask(method: string, chainId: string, params: readonly unknown[]): Promise<void> {
    const chain = this.#chains.get(chainId)
    const request = { wallet: this.name, method, params, chainId, account: chain ? this.#address(chain) : '' }
    const approved = (await this.#options.approve?.(request)) ?? true
    if (!approved) throw rejected()
  }

  #assertGranted(chainId: string) {
    this.#chain(chainId)
    if (!this.#grants().has(chainId)) throw new Error(`${chainId} is not enabled for this page`)
  }

  #sign(bytes: Uint8Array) {
    const key = this.#options.forgeSignatures
      ? this.#keys[(this.#active + 1) % this.#keys.length]!
      : this.#key
    const signature = Secp256k1.createSignature(sha256(bytes), key.privateKey).toFixedLength().slice(0, 64)
    return {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(this.#key.publicKey) },
      signature: toBase64(signature),
    }
  }

  #assertSigner(chainId: string, signer: string) {
    this.#assertGranted(chainId)
    if (signer !== this.#address(this.#chain(chainId)))
      throw new Error(`Signer ${signer} is not the active key`)
  }

  async enable(chainIds: string | string[]): Promise<void> {
    const ids = typeof chainIds === 'string' ? [chainIds] : chainIds
    for (const id of ids) this.#chain(id)
    const grants = this.#grants()
    const missing = ids.filter((id) => !grants.has(id))
    if (missing.length === 0) return
    await this.#ask('cosmos:enable', missing[0]!, missing)
    for (const id of missing) grants.add(id)
    this.#saveGrants(grants)
  }

  async disable(chainIds?: string | string[]): Promise<void> {
    const ids =
      chainIds === undefined ? [...this.#grants()] : typeof chainIds === 'string' ? [chainIds] : chainIds
    const grants = this.#grants()
    for (const id of ids) grants.delete(id)
    this.#saveGrants(grants)
  }

  async experimentalSuggestChain(chainInfo: {
    chainId: string
    chainName: string
    bech32Config: { bech32PrefixAccAddr: string }
  }): Promise<void> {
    if (
      typeof chainInfo?.chainId !== 'string' ||
      typeof chainInfo.bech32Config?.bech32PrefixAccAddr !== 'string'
    )
      throw new Error('Invalid chain info')
    if (this.#chains.has(chainInfo.chainId)) return
    await this.#ask('cosmos:experimentalSuggestChain', chainInfo.chainId, [chainInfo.chainName])
    this.#chains.set(chainInfo.chainId, {
      chainId: chainInfo.chainId,
      bech32Prefix: chainInfo.bech32Config.bech32PrefixAccAddr,
    })
  }

  async getKey(chainId: string) {
    this.#assertGranted(chainId)
    const chain = this.#chain(chainId)
    const address = rawSecp256k1PubkeyToRawAddress(this.#key.publicKey)
    return {
      name: `Dev key ${this.#active}`,
      algo: 'secp256k1',
      pubKey: this.#key.publicKey,
      address,
      bech32Address: this.#address(chain),
      isNanoLedger: false,
      isKeystone: false,
    }
  }

  async signDirect(
    chainId: string,
    signer: string,
    signDoc: {
      bodyBytes: Uint8Array
      authInfoBytes: Uint8Array
      chainId: string
      accountNumber: { toString(): string }
    },
  ) {
    this.#assertSigner(chainId, signer)
    if (signDoc.chainId !== chainId) throw new Error('Chain id of the sign doc is not the requested chain')
    await this.#ask('cosmos:signDirect', chainId, [signer])
    const signed = {
      bodyBytes: signDoc.bodyBytes,
      authInfoBytes: signDoc.authInfoBytes,
      chainId: signDoc.chainId,
      accountNumber: BigInt(signDoc.accountNumber.toString()),
    }
    return { signed, signature: this.#sign(makeSignBytes(signed)) }
  }

  async signAmino(chainId: string, signer: string, signDoc: StdSignDoc) {
    this.#assertSigner(chainId, signer)
    if (signDoc.chain_id !== chainId) throw new Error('Chain id of the sign doc is not the requested chain')
    await this.#ask('cosmos:signAmino', chainId, [signer])
    return { signed: signDoc, signature: this.#sign(serializeSignDoc(signDoc)) }
  }

  /** ADR-036: the data wrapped in a `sign/MsgSignData` amino doc with no chain, fee or sequence. */
  async signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
    this.#assertSigner(chainId, signer)
    await this.#ask('cosmos:signArbitrary', chainId, [typeof data === 'string' ? data : toBase64(data)])
    const doc: StdSignDoc = {
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        {
          type: 'sign/MsgSignData',
          value: { signer, data: toBase64(typeof data === 'string' ? toUtf8(data) : data) },
        },
      ],
      memo: '',
    }
    return this.#sign(serializeSignDoc(doc))
  }

  /** Test hook: makes another dev key active and fires `keplr_keystorechange` (or `keystoreEvent`), as Keplr does. */
  switchAccount(index: number): void {
    if (!this.#keys[index]) throw new Error(`No dev key ${index}`)
    this.#active = index
    this.#options.events?.dispatchEvent(new Event(this.#options.keystoreEvent ?? 'keplr_keystorechange'))
  }

  /** The active key's address on `chainId`. */
  addressOn(chainId: string): string {
    return this.#address(this.#chain(chainId))
  }
}
