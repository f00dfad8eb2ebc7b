declare module '@portico/kernel' {
  interface PorticoEvents {
    /** A transfer this plugin submitted reached a block (`inBlock`), then finality (`finalized`). */
    'polkadot:transaction-status': {
      hash: string
      status: 'inBlock' | 'finalized'
      blockHash: string
      caipNetworkId: string
    }
  }
}

export {}
