export { type UseRouterResult, useRouter } from './viewKit.js'
