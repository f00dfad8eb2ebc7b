export { Styles } from './controls.js'
