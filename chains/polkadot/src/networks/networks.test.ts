import { describe, expect, it } from 'vitest'
import { kusama, polkadot, westend } from '../exports/networks.js'

describe('Polkadot networks', () => {
  it("link an address to Subscan's account page of their own chain", () => {
    const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(
      [polkadot, kusama, westend].map((n) =>
        n.blockExplorers?.default.addressUrl?.replace('{address}', address),
      ),
    ).toEqual([
      `https://polkadot.subscan.io/account/${address}`,
      `https://kusama.subscan.io/account/${address}`,
      `https://westend.subscan.io/account/${address}`,
    ])
  })
})
