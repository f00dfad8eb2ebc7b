import { describe, expect, it } from 'vitest'
import { accountTypeView, preferredAccountType } from './accountType.js'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const both = [
  { address: SMART, type: 'smartAccount' as const },
  { address: EOA, type: 'eoa' as const },
]

describe('accountTypeView', () => {
  it('reads a smart account answer on an enabled network', () => {
    expect(
      accountTypeView(
        {
          address: SMART,
          chainId: 1,
          preferredAccountType: 'smartAccount',
          accounts: both,
          smartAccountDeployed: false,
        },
        1,
        [1],
      ),
    ).toEqual({ type: 'smartAccount', address: SMART, accounts: both, smartAccountDeployed: false })
  })

  it('lists the smart account beside the EOA so the switch can be offered', () => {
    const view = accountTypeView(
      { address: EOA, chainId: 1, preferredAccountType: 'eoa', accounts: both },
      1,
      [1],
    )
    expect(view.type).toBe('eoa')
    expect(view.accounts).toEqual(both)
  })

  it('falls back to the EOA where GET_SMART_ACCOUNT_ENABLED_NETWORKS does not list the network', () => {
    const view = accountTypeView(
      { address: SMART, chainId: 5, preferredAccountType: 'smartAccount', accounts: both },
      5,
      [1],
    )
    expect(view).toMatchObject({ type: 'eoa', address: EOA, accounts: [{ address: EOA, type: 'eoa' }] })
  })

  it('reads an answer without accounts as its EOA', () => {
    expect(accountTypeView({ address: EOA, chainId: 1 }, 1, [1])).toMatchObject({
      type: 'eoa',
      address: EOA,
      accounts: [{ address: EOA, type: 'eoa' }],
    })
  })
})

describe('preferredAccountType', () => {
  it('follows spec 9 (eip155: smartAccount) unless the app or the visitor chose', () => {
    expect(preferredAccountType(undefined, undefined)).toBe('smartAccount')
    expect(preferredAccountType(undefined, 'eoa')).toBe('eoa')
    expect(preferredAccountType('smartAccount', 'eoa')).toBe('smartAccount')
    expect(preferredAccountType('eoa', undefined)).toBe('eoa')
  })
})
