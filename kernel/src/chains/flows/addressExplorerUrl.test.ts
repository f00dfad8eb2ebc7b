import { describe, expect, test } from 'vitest'
import { addressExplorerUrl } from './addressExplorerUrl.js'

describe('addressExplorerUrl', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  test("is the explorer's /address/ page by default (a trailing slash is not doubled)", () => {
    const explorer = { name: 'Etherscan', url: 'https://etherscan.io/' }
    expect(addressExplorerUrl({ blockExplorers: { default: explorer } }, address)).toBe(
      `https://etherscan.io/address/${address}`,
    )
  })

  test("follows the explorer's own address page where it has one", () => {
    const explorer = {
      name: 'Subscan',
      url: 'https://polkadot.subscan.io',
      addressUrl: 'https://polkadot.subscan.io/account/{address}',
    }
    expect(addressExplorerUrl({ blockExplorers: { default: explorer } }, '15oF4u')).toBe(
      'https://polkadot.subscan.io/account/15oF4u',
    )
  })

  test('is undefined without a network or an explorer', () => {
    expect(addressExplorerUrl(undefined, address)).toBeUndefined()
    expect(addressExplorerUrl({}, address)).toBeUndefined()
  })
})
