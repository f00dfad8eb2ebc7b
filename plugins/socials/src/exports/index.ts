// @portico/plugin-socials: social and Farcaster login for the embedded wallet. Only the factory
// loads with this entry; the buttons, the popup flow and the views load on first use.
export { type SocialLoginEvent, socials } from '../plugin.js'
export { SOCIALS, type Social } from '../providers.js'
