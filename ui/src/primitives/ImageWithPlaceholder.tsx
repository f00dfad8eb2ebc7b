export { ImageWithPlaceholder, type ImageWithPlaceholderProps, initialsOf } from './media.js'
