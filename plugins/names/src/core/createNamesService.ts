import type { ChainNamespace, Portico } from '@portico/kernel'
import { evmCoinType } from './coinType.js'
import { NamesError } from './errors.js'
import {
  addressOrAuthConnectorNotFound,
  errorFetchingNameSuggestions,
  errorFetchingNamesForAddress,
  errorRegisteringName,
  errorResolvingName,
  networkNotFound,
} from './messages.js'
import { NAME_ZONE } from './nameRules.js'
import {
  type Identity,
  identityAnswerSchema,
  lookupAnswerSchema,
  type NameRecord,
  type NameSuggestion,
  nameRecordSchema,
  reverseAnswerSchema,
  safeAvatar,
  suggestionsAnswerSchema,
} from './schemas.js'

export type NamesService = {
  /** The record of a full name (`alice.reown.id`), or undefined when nobody registered it. */
  lookup(name: string): Promise<NameRecord | undefined>
  /** The names registered for an address. */
  reverse(address: string): Promise<NameRecord[]>
  /**
   * Forward lookup: the address a full name points to for the active EVM network (its ENSIP-11
   * coin type, else mainnet's 60), or undefined when the name is free or has no address there.
   */
  resolve(name: string): Promise<{ record: NameRecord; address: string | undefined } | undefined>
  /** The exact name with its `registered` flag first, then free completions (at most 5). */
  suggestions(label: string, signal?: AbortSignal): Promise<NameSuggestion[]>
  /** Signs and registers a full name for the connected EVM account; shows it as the profile name. */
  register(name: string): Promise<NameRecord>
  /**
   * Reads the connected EVM account's name and avatar and shows them in the account (button and
   * Account view): its registered name, else its ENS name, and the name's avatar attribute, else
   * its ENS avatar (`/v1/identity`).
   */
  refreshProfile(): Promise<void>
}

const EVM: ChainNamespace = 'eip155'

/**
 * The names of spec 2 and 7 for one kernel, on the Blockchain API (`/v1/profile/*`): lookups,
 * suggestions, and registration signed by the wallet (API-FACTS 2.15: a JSON message of the name,
 * attributes and a timestamp in seconds, personal_sign, the ENSIP-11 coin type). EVM only (spec 6).
 */
export function createNamesService(portico: Portico): NamesService {
  const http = portico.http.blockchain
  const wrap = async <T>(text: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      if (
        (error as { name?: string }).name === 'AbortError' ||
        (error as { name?: string }).name === 'HttpAbortedError'
      )
        throw error
      throw new NamesError(text, { cause: error })
    }
  }

  const identityOf = (address: string) =>
    http.get(`/v1/identity/${encodeURIComponent(address)}`, {
      query: { sender: address },
      schema: identityAnswerSchema,
    })

  const service: NamesService = {
    async lookup(name) {
      const answer = await wrap(errorResolvingName, () =>
        http.get(`/v1/profile/account/${encodeURIComponent(name)}`, {
          query: { apiVersion: 2 },
          schema: lookupAnswerSchema,
        }),
      )
      return Array.isArray(answer) ? undefined : answer
    },
    reverse(address) {
      return wrap(errorFetchingNamesForAddress, () =>
        http.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, {
          query: { apiVersion: 2, sender: address },
          schema: reverseAnswerSchema,
        }),
      )
    },
    async resolve(name) {
      const record = await service.lookup(name)
      if (!record) return undefined
      const network = portico.wallet.getActiveNetwork(EVM)
      let coinType = '60'
      try {
        if (network?.chainNamespace === EVM) coinType = String(evmCoinType(Number(network.id)))
      } catch {
        // A chain id at or above 2^31 has no coin type: mainnet's address stands in.
      }
      const entry = record.addresses[coinType] ?? record.addresses['60']
      return { record, address: entry?.address }
    },
    async suggestions(label, signal) {
      const answer = await wrap(errorFetchingNameSuggestions, () =>
        http.get(`/v1/profile/suggestions/${encodeURIComponent(label.toLowerCase())}`, {
          query: { zone: NAME_ZONE },
          schema: suggestionsAnswerSchema,
          signal,
        }),
      )
      return answer.suggestions.slice(0, 5)
    },
    async register(name) {
      const network = portico.wallet.getActiveNetwork(EVM)
      if (!network || network.chainNamespace !== EVM) throw new NamesError(networkNotFound)
      const { address } = portico.wallet.getAccount(EVM)
      const connector = portico.wallet.getActiveConnector(EVM)
      const signMessage = portico.chains.get(EVM)?.signMessage
      if (!address || !connector || !signMessage) throw new NamesError(addressOrAuthConnectorNotFound)
      // 'Invalid chainId' comes before the wallet is asked anything.
      const coinType = evmCoinType(Number(network.id))
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const record = await wrap(errorRegisteringName(name), async () => {
        const signature = await signMessage({ connector, address, message })
        return http.post('/v1/profile/account', {
          headers: { 'Content-Type': 'application/json' },
          body: { coin_type: coinType, address, message, signature },
          schema: nameRecordSchema,
        })
      })
      if (portico.wallet.getAccount(EVM).address === address)
        portico.wallet.updateAccount(EVM, { profileName: record.name })
      return record
    },
    async refreshProfile() {
      const { address } = portico.wallet.getAccount(EVM)
      if (!address) return
      // The ENS identity is a bonus: without it (no project id, the service down) the name still shows.
      const [records, identity] = await Promise.all([
        service.reverse(address),
        identityOf(address).catch((error: unknown): Identity | undefined => {
          portico.log.debug('No identity for the account', error)
          return undefined
        }),
      ])
      const [record] = records
      // The wallet may have moved to another account while the name was read.
      if (portico.wallet.getAccount(EVM).address !== address) return
      portico.wallet.updateAccount(EVM, {
        profileName: record?.name ?? identity?.name ?? null,
        profileImage: safeAvatar(record?.attributes?.avatar ?? identity?.avatar),
      })
    },
  }
  return service
}
