export { WalletImage, type WalletImageProps } from './media.js'
