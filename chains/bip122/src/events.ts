declare module '@portico/kernel' {
  interface PorticoEvents {
    /** A transaction this plugin broadcast has its first confirmation. */
    'bip122:transaction-confirmed': { txid: string; caipNetworkId: string }
  }
}

export {}
