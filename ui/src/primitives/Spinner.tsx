export { Spinner, type SpinnerProps } from './controls.js'
