// Composition (b), everything composed so far (`portico.ts`), mounted as the README's first example
// mounts an instance: the provider gets a loader of the instance's module, so the button paints
// with the page and the kernel and the plugins load after the first paint.
import { mountConnectButton } from '../mountConnectButton.js'

mountConnectButton(() => import('./portico.js'))
