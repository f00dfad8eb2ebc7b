// What an app's first paint imports from this package: the factory, composed into a kernel.
import { walletConnect } from '../exports/index.js'

export const plugin = walletConnect({ projectId: 'bundle-test' })
