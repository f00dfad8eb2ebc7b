/**
 * The social providers in the spec's order (spec 1): the Connect view shows them in this order;
 * the `socials` flag (local options, then the remote `social_login` list) decides which show.
 */
export const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const
export type Social = (typeof SOCIALS)[number]
export type PopupSocial = Exclude<Social, 'farcaster'>

export const isSocial = (value: string): value is Social => (SOCIALS as readonly string[]).includes(value)

/** The query parameter the secure site returns to the app with in a Telegram mini app. */
export const RESULT_URI_PARAM = 'result_uri'
