export { Text, type TextProps } from './controls.js'
