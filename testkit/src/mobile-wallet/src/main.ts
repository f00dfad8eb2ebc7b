import { readConfig } from './config.js'
import { renderHeader, renderPairForm, renderState } from './render.js'
import { createMobileWallet } from './wallet/createMobileWallet.js'

/** The playground's "mobile" wallet page: pair by URI, approve or reject proposals and requests. */
async function start() {
  const app = document.getElementById('app') as HTMLElement
  const config = readConfig(location.search)
  const status = Object.assign(document.createElement('p'), { id: 'status', role: 'status' })
  const wallet = await createMobileWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    privateKey: config.privateKey,
    chains: config.chains,
    solana: config.solana,
    bitcoin: config.bitcoin,
    polkadot: config.polkadot,
    cosmos: config.cosmos,
    oneStepAuth: config.oneStepAuth,
  })
  const actions = {
    run(action: () => Promise<unknown>) {
      action().catch((error: unknown) => {
        status.textContent = `Error: ${(error as Error).message}`
      })
    },
    pair(uri: string) {
      actions.run(() => wallet.pair(uri))
    },
  }
  const dynamic = document.createElement('div')
  dynamic.style.display = 'contents'
  const draw = () => dynamic.replaceChildren(...renderState(wallet.getState(), wallet, actions))
  app.replaceChildren(renderHeader(config, wallet.account.address), renderPairForm(actions), status, dynamic)
  app.setAttribute('aria-busy', 'false')
  draw()
  wallet.subscribe(draw)
  if (config.uri) actions.pair(config.uri)
}

start().catch((error: unknown) => {
  const app = document.getElementById('app') as HTMLElement
  app.setAttribute('aria-busy', 'false')
  app.replaceChildren(
    Object.assign(document.createElement('p'), {
      role: 'alert',
      textContent: `The wallet could not start: ${(error as Error).message}`,
    }),
  )
})
