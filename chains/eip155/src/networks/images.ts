/**
 * Network images: small SVG drawings of our own (brand colour and a simple mark), inline as data
 * URIs so they work offline and need no catalogue request. Literal strings, so unused ones are
 * dropped from bundles. Testnets share their mainnet's image.
 */

export const ethereumImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23627EEA'/%3E%3Cpath fill='%23fff' d='M16 4l7 12-7 4-7-4z'/%3E%3Cpath fill='%23fff' fill-opacity='.7' d='M16 21.5l7-4.2L16 28l-7-10.7z'/%3E%3C/svg%3E"
export const baseImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%230052FF'/%3E%3Cpath fill='%23fff' d='M16 25a9 9 0 1 0-8.9-10.3h11.8v2.6H7.1A9 9 0 0 0 16 25z'/%3E%3C/svg%3E"
export const bnbImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23F0B90B'/%3E%3Cpath fill='%23fff' d='M16 7l3 3-3 3-3-3zm-6 6l3 3-3 3-3-3zm12 0l3 3-3 3-3-3zm-6 6l3 3-3 3-3-3z'/%3E%3Cpath fill='%23fff' d='M16 13.5l2.5 2.5-2.5 2.5-2.5-2.5z'/%3E%3C/svg%3E"
export const polygonImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%238247E5'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.2' stroke-linejoin='round' d='M20.5 12.5l-4.5-2.6-4.5 2.6v5.2l4.5 2.6 4.5-2.6v-5.2zM11.5 12.5L7 15v5.2l4.5 2.6M20.5 17.7l4.5-2.6V9.9L20.5 7.3'/%3E%3C/svg%3E"
export const optimismImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23FF0420'/%3E%3Ccircle cx='11.5' cy='16' r='3.6' fill='none' stroke='%23fff' stroke-width='2.4'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.4' d='M18.3 20V12h3.2a2.4 2.4 0 0 1 0 4.8h-3.2'/%3E%3C/svg%3E"
export const arbitrumImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23213147'/%3E%3Cpath fill='none' stroke='%2328A0F0' stroke-width='2.6' stroke-linecap='round' d='M10 23l6-14 6 14'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.6' stroke-linecap='round' d='M12.6 17h6.8'/%3E%3C/svg%3E"
export const celoImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23FCFF52'/%3E%3Ccircle cx='16' cy='16' r='8' fill='none' stroke='%23000' stroke-width='3'/%3E%3C/svg%3E"
export const auroraImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%2370D44B'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.6' stroke-linejoin='round' d='M16 8l8.5 15h-17z'/%3E%3C/svg%3E"
export const avalancheImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23E84142'/%3E%3Cpath fill='%23fff' d='M16 7.5l8.2 14.7h-5.1L16 16.6l-3.1 5.6H7.8z'/%3E%3C/svg%3E"
export const zksyncImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%231E1E1E'/%3E%3Cpath fill='%23fff' d='M6.5 16l6-6v4h5v4h-5v4zm19 0l-6 6v-4h-5v-4h5v-4z'/%3E%3C/svg%3E"
export const gnosisImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%2304795B'/%3E%3Ccircle cx='12' cy='14' r='3' fill='%23fff'/%3E%3Ccircle cx='20' cy='14' r='3' fill='%23fff'/%3E%3Cpath fill='%23fff' d='M9 19h14l-7 6z'/%3E%3C/svg%3E"
export const zoraImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cdefs%3E%3CradialGradient id='z' cx='.35' cy='.3' r='.8'%3E%3Cstop offset='0' stop-color='%23FCB8D4'/%3E%3Cstop offset='.4' stop-color='%235A71EF'/%3E%3Cstop offset='1' stop-color='%23131517'/%3E%3C/radialGradient%3E%3C/defs%3E%3Ccircle cx='16' cy='16' r='16' fill='url(%23z)'/%3E%3C/svg%3E"
