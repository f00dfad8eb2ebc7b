import type { Logger, Network, Portico, Store } from '@portico/kernel'
import { estimateFeeUnits, fetchGasPrice, type GasPriceSource, toNetworkFee } from './networkFee.js'
import { fetchNativePriceUsd } from './prices.js'
import type { SendState } from './sendState.js'
import { classifyToken } from './tokens.js'

export type FeeEstimator = {
  /** Recomputes `networkFee` from the stored gas price, picked token and native price. */
  recompute(): void
  /** Loads the gas price of the active network; a failure leaves no fee. Never rejects. */
  loadGasPrice(): Promise<void>
  /** Loads the native token's USD price when the balance list did not give it. Never rejects. */
  loadNativePrice(): Promise<void>
  /**
   * Asks the chain plugin what sending the picked token to the typed receiver costs, when it can
   * tell (`estimateTransferFee`); answers for a token or receiver changed meanwhile are dropped.
   * Never rejects.
   */
  loadTransferFee(): Promise<void>
}

/**
 * Keeps the form's network fee (`gasPrice`, `nativePriceUsd`, `networkFee`) for the active network.
 * Answers for a network the wallet has left meanwhile are dropped.
 */
export function createFeeEstimator({
  portico,
  store,
  gasPriceSource,
  signal,
  log,
}: {
  portico: Portico
  store: Store<SendState>
  gasPriceSource: GasPriceSource
  signal: AbortSignal
  log: Logger
}): FeeEstimator {
  const { projectId } = portico.hosted
  const activeNetwork = (): Network | undefined => portico.wallet.getActiveNetwork()
  const stillActive = (network: Network) => activeNetwork()?.caipNetworkId === network.caipNetworkId
  // Looked up per call: tests and apps may swap the kernel's fetch.
  const fetchFn: typeof fetch = (...args) => (portico.options.fetch ?? globalThis.fetch)(...args)

  const estimator: FeeEstimator = {
    recompute() {
      const network = activeNetwork()
      const { token, gasPrice, nativePriceUsd, transferFee } = store.getState()
      const kind = token ? classifyToken(token, network).kind : undefined
      const units =
        network &&
        (transferFee !== undefined
          ? BigInt(transferFee)
          : estimateFeeUnits(network, kind, gasPrice ? BigInt(gasPrice) : undefined))
      store.setState({
        networkFee: network && units !== undefined ? toNetworkFee(network, units, nativePriceUsd) : undefined,
      })
    },

    async loadGasPrice() {
      const network = activeNetwork()
      if (!network) return
      try {
        const gasPrice = await fetchGasPrice({
          network,
          source: gasPriceSource,
          http: portico.http.blockchain,
          fetch: fetchFn,
          signal,
        })
        if (!stillActive(network)) return
        store.setState({ gasPrice: gasPrice?.toString() })
      } catch (error) {
        // No fee is shown; the wallet still estimates its own when sending.
        log.warn('Gas price unavailable; no network fee shown', error)
        if (stillActive(network)) store.setState({ gasPrice: undefined })
      }
      estimator.recompute()
    },

    async loadTransferFee() {
      const network = activeNetwork()
      const { token, receiverAddress } = store.getState()
      const to = receiverAddress?.trim()
      const adapter = network && portico.chains.get(network.chainNamespace)
      const from = network && portico.wallet.getAccount(network.chainNamespace).address
      if (store.getState().transferFee !== undefined) {
        store.setState({ transferFee: undefined })
        estimator.recompute()
      }
      if (!network || !adapter?.estimateTransferFee || !token || !from || !to) return
      if (adapter.isAddress && !adapter.isAddress(to)) return
      const kind = classifyToken(token, network)
      if (kind.kind === 'missing-address') return
      try {
        const units = await adapter.estimateTransferFee({
          network,
          from,
          to,
          ...(kind.kind === 'token'
            ? { token: { address: kind.address, decimals: kind.decimals, symbol: token.symbol } }
            : {}),
        })
        const now = store.getState()
        if (!stillActive(network) || now.token !== token || now.receiverAddress !== receiverAddress) return
        store.setState({ transferFee: units.toString() })
      } catch (error) {
        log.warn('The chain plugin could not estimate the transfer fee; the base fee is shown', error)
      }
      estimator.recompute()
    },

    async loadNativePrice() {
      const network = activeNetwork()
      if (!network || store.getState().nativePriceUsd !== undefined || !projectId) return
      try {
        const price = await fetchNativePriceUsd({ http: portico.http.blockchain, network, projectId, signal })
        if (stillActive(network)) store.setState({ nativePriceUsd: price })
      } catch (error) {
        log.warn('Native token price unavailable; the fee is shown without USD', error)
      }
      estimator.recompute()
    },
  }
  return estimator
}
