// The installed browser wallet of the bench: one EIP-6963 announcement, answered again on every
// request, so the Connect list has a real installed wallet. It never connects here. The runner
// injects it into every page at document start, floor included, as a wallet extension injects its
// provider; it is not part of any page, so it is neither fetched nor counted.
;(() => {
  const icon =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%234f46e5"/%3E%3C/svg%3E'
  const info = {
    uuid: '6f1c2a8e-4b1d-4c5e-9a0b-3d2e1f0a9b8c',
    name: 'Bench Wallet',
    icon,
    rdns: 'dev.portico.bench',
  }
  const provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error('Unsupported method'), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
