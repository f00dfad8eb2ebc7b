import { defineMessages } from '@portico/kernel'

/** The social and Farcaster login's part of the message catalogue (spec 8). */
export const { popupClosed, failedToInitiate, failedFarcaster, untrustedOrigin, popupBlocked } =
  defineMessages({
    popupClosed: 'Popup closed',
    failedToInitiate: 'Failed to initiate social connection',
    failedFarcaster: 'Failed to connect to farcaster',
    untrustedOrigin: 'Untrusted Origin',
    popupBlocked: 'The browser blocked the login window: allow pop-ups for this site and try again',
  })
