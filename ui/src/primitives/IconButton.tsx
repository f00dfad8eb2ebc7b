export { IconButton, type IconButtonProps } from './controls.js'
