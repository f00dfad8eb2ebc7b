export { Button, type ButtonProps } from './controls.js'
