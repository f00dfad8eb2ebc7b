import type { ProbeSelectors } from '../browser/pageProbe.js'

export type PeerPage = {
  /** Folder under `pages/` and `bench/.peers/`, and the page's id in the results. */
  id: string
  name: string
  /** The packages whose installed versions the report names. */
  packages: readonly string[]
  /** The page's connect button and its wallet list with one row (the injected wallet's or any). */
  selectors: ProbeSelectors
}

/**
 * The peers measured beside Portico: the same scenario (a Connect button for Ethereum and Base
 * whose click opens the wallet list) composed as each one's quick start does.
 */
export const PEER_PAGES: readonly PeerPage[] = [
  {
    id: 'rainbowkit',
    name: 'RainbowKit',
    packages: ['@rainbow-me/rainbowkit', 'wagmi', 'viem', '@tanstack/react-query', 'react'],
    selectors: {
      button: 'button[data-testid="rk-connect-button"]',
      list: '[role="dialog"]',
      row: '[data-testid^="rk-wallet-option-"]',
    },
  },
  {
    id: 'connectkit',
    name: 'ConnectKit',
    packages: ['connectkit', 'wagmi', 'viem', '@tanstack/react-query', 'react'],
    // Its class names are generated; the page has one button and the dialog's wallet rows are
    // its only buttons with a type.
    selectors: {
      button: '#root button',
      list: '#__CONNECTKIT__ [role="dialog"]',
      row: 'button[type="button"]',
    },
  },
  {
    id: 'appkit',
    name: 'AppKit',
    packages: [
      '@reown/appkit',
      '@reown/appkit-adapter-wagmi',
      'wagmi',
      'viem',
      '@tanstack/react-query',
      'react',
    ],
    // Web components: the list and its rows are inside nested shadow roots.
    selectors: {
      button: 'appkit-button',
      list: 'w3m-connector-list',
      row: '[data-testid^="wallet-selector-"]',
      deep: true,
    },
  },
]
