export { useAsyncValue } from './media.js'
