export { type UseLoadOnceResult, useLoadOnce } from './viewKit.js'
