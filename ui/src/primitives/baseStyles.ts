export { baseCss } from './controls.js'
