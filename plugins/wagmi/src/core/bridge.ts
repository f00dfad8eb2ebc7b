import type { Portico, Connector as PorticoConnector } from '@portico/kernel'
import type { Config, Connector } from 'wagmi'
import { type Eip155Snapshot, readEip155, sameConnection } from './eip155State.js'
import { PORTICO_CONNECTOR_TYPE, porticoConnector } from './porticoConnector.js'

const servesEvm = (c: PorticoConnector) => c.chain === 'eip155' || Boolean(c.chains?.includes('eip155'))

/**
 * Keeps a wagmi config and a Portico instance in step:
 * - each Portico connector that serves EVM chains becomes a wagmi connector (added and removed as
 *   wallets are discovered), replacing a wagmi connector wagmi found for the same wallet itself;
 * - a connection made, changed or ended in Portico (the modal, the wallet's own events) is told to
 *   wagmi through the connector's emitter, the way wagmi's own connectors report theirs;
 * - wagmi's own actions reach Portico through the connectors (see `porticoConnector`).
 *
 * Returns the function that stops it and takes its connectors out of the config.
 */
export function bridgeWagmi(portico: Pick<Portico, 'wallet' | 'log'>, config: Config): () => void {
  const internal = config._internal
  const ours = new Map<string, Connector>()

  const syncConnectors = (connectors: readonly PorticoConnector[]) => {
    const wanted = connectors.filter(servesEvm)
    const wantedIds = new Set(wanted.map((c) => c.id))
    const added: Connector[] = []
    for (const source of wanted) {
      if (!ours.has(source.id)) {
        const connector = internal.connectors.setup(porticoConnector(portico, source))
        ours.set(source.id, connector)
        added.push(connector)
      }
    }
    const removed = [...ours.entries()].filter(([id]) => !wantedIds.has(id))
    for (const [id] of removed) ours.delete(id)
    if (added.length === 0 && removed.length === 0) return
    const connected = new Set([...config.state.connections.values()].map((c) => c.connector.uid))
    const porticoRdns = new Set(wanted.flatMap((c) => (c.rdns ? [c.rdns] : [])))
    // wagmi's own EIP-6963 discovery may have found the same wallet: one entry per wallet.
    const duplicate = (c: Connector) =>
      c.type !== PORTICO_CONNECTOR_TYPE &&
      !connected.has(c.uid) &&
      (ours.has(c.id) || (typeof c.rdns === 'string' && porticoRdns.has(c.rdns)))
    const gone = new Set(removed.map(([, c]) => c.uid))
    internal.connectors.setState((list) => [
      ...list.filter((c) => !gone.has(c.uid) && !duplicate(c)),
      ...added,
    ])
  }

  let reported: Eip155Snapshot = { connectorId: undefined, accounts: [], chainId: undefined, pending: false }
  let waitingForWagmi: (() => void) | undefined

  /** Tells wagmi about Portico's connection; waits while wagmi runs a connect of its own. */
  const report = () => {
    const next = readEip155(portico)
    if (next.pending || sameConnection(next, reported)) return
    const previous = reported
    if (previous.connectorId && previous.connectorId !== next.connectorId) {
      const connector = ours.get(previous.connectorId)
      if (connector && config.state.connections.has(connector.uid)) connector.emitter.emit('disconnect')
    }
    reported = next
    const connector = next.connectorId ? ours.get(next.connectorId) : undefined
    if (!connector || next.chainId === undefined) return
    if (config.state.connections.has(connector.uid)) {
      connector.emitter.emit('change', { accounts: next.accounts, chainId: next.chainId })
      return
    }
    const { status } = config.state
    if (status === 'connecting' || status === 'reconnecting') {
      // wagmi ignores a connector's `connect` event meanwhile; try again once it settled.
      reported = previous
      waitingForWagmi ??= config.subscribe(
        (state) => state.status,
        (value) => {
          if (value === 'connecting' || value === 'reconnecting') return
          waitingForWagmi?.()
          waitingForWagmi = undefined
          report()
        },
      )
      return
    }
    connector.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
  }

  syncConnectors(portico.wallet.getState().connectors)
  const stops = [
    portico.wallet.select((s) => s.connectors, syncConnectors),
    portico.wallet.subscribe(() => {
      try {
        report()
      } catch (error) {
        portico.log.warn('wagmi: could not report the connection', error)
      }
    }),
  ]
  report()

  return () => {
    for (const stop of stops) stop()
    waitingForWagmi?.()
    const uids = new Set([...ours.values()].map((c) => c.uid))
    ours.clear()
    internal.connectors.setState((list) => list.filter((c) => !uids.has(c.uid)))
  }
}
