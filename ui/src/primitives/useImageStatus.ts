export { type ImageStatus, useImageStatus } from './media.js'
