// Composition (a) as connect-evm composes it, with `ui({ preload: 'idle' })`: the modal's code
// loads once the page is idle after the instance started, so the click fetches nothing. Not
// budgeted: it shows what that option buys on the click and costs before it.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
