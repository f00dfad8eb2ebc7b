import { definePolkadotNetwork } from '@portico/chain-polkadot/networks'
import {
  POLKADOT_LOCAL_NAME,
  POLKADOT_LOCAL_SS58_PREFIX,
  POLKADOT_LOCAL_TOKEN,
} from '../../../testkit/src/services/polkadot/constants.js'
import type { PlaygroundServices } from './services.js'

/** The local Polkadot node emulator as a polkadot network: its genesis hash, prefix and WebSocket URL. */
export function localPolkadotNetwork(polkadot: NonNullable<PlaygroundServices['polkadot']>) {
  return definePolkadotNetwork({
    genesisHash: polkadot.genesisHash,
    name: POLKADOT_LOCAL_NAME,
    ss58Prefix: POLKADOT_LOCAL_SS58_PREFIX,
    symbol: POLKADOT_LOCAL_TOKEN.symbol,
    decimals: POLKADOT_LOCAL_TOKEN.decimals,
    webSocketUrls: [polkadot.wsUrl],
    testnet: true,
  })
}
