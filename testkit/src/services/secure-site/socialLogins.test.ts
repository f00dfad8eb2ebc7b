import { describe, expect, it } from 'vitest'
import type { Logins } from './logins.js'
import { createSocialLogins, SOCIAL_CALLBACK_PATH } from './socialLogins.js'

const SECURE_SITE = 'http://127.0.0.1:7001'
const APP = 'http://127.0.0.1:7002'

describe('social login state', () => {
  // A state once held '-', and one login in about 25 split at the wrong '--' and was refused.
  it('every state, with a Telegram return appended, still finds its login', () => {
    const socials = createSocialLogins({
      logins: {} as Logins,
      oauthUrl: 'http://127.0.0.1:7003',
      client: () => ({
        clientId: 'portico',
        clientSecret: 'secret',
        redirectUri: `${SECURE_SITE}${SOCIAL_CALLBACK_PATH}`,
      }),
      secureSiteUrl: () => SECURE_SITE,
      now: () => 0,
    })
    const refused: string[] = []
    for (let i = 0; i < 2000; i += 1) {
      const state = new URL(socials.redirectUri(`device-${i}`, 'google', APP)).searchParams.get('state') ?? ''
      const callback = new URL(`${SECURE_SITE}${SOCIAL_CALLBACK_PATH}`)
      callback.searchParams.set('code', 'c')
      callback.searchParams.set('state', `${state}--${encodeURIComponent(`${APP}/?tab=1`)}`)
      if (socials.callback(callback).kind !== 'redirect') refused.push(state)
    }
    expect(refused).toEqual([])
  })
})
