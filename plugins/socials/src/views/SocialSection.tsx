import type { Portico } from '@portico/kernel'
import { emailAuthTokens } from '@portico/plugin-email-auth'
import { Button, Styles, useFlag, usePortico, useRouter, useT, vars } from '@portico/ui'
import { SOCIAL_NAMES } from '../core/constants.js'
import { popupBlocked } from '../core/messages.js'
import { openLoginPopup } from '../core/popupLogin.js'
import flowEn from '../locales/flowEn.js'
import { SOCIALS, type Social } from '../providers.js'
import { socialsTokens } from '../tokens.js'

export const englishTexts = flowEn

const css = `
[data-portico] .portico-socials { display: grid; grid-template-columns: 1fr 1fr; gap: ${vars.space.sm}; }
[data-portico] .portico-socials > :first-child { grid-column: 1 / -1; }
`

/**
 * The social section of Connect (`connect.sections`): one button per provider the `socials` flag
 * keeps, in the spec's order. A click opens the 600x800 popup at once (in the click, or the
 * browser blocks it), then ConnectingSocial takes over; Farcaster opens ConnectingFarcaster; in a
 * Telegram mini app the page itself goes to the provider.
 */
export default function SocialSection() {
  const t = useT()
  const portico = usePortico()
  const { push } = useRouter()
  const enabled = useFlag('socials')
  const shown = SOCIALS.filter((social) => Array.isArray(enabled) && enabled.includes(social))
  const handle = portico.resolve(emailAuthTokens.handle)
  const preload = () => void handle.load().then((runtime) => runtime.preload())

  const choose = (social: Social) => {
    // The hosted secure site without a project id: nothing is opened there (the section is off too).
    if (!handle.available) return
    if (social === 'farcaster') {
      preload()
      return push('ConnectingFarcaster')
    }
    if (portico.platform.telegram) return void redirect(portico, social)
    const popup = openLoginPopup(window, handle.secureSiteUrl)
    if (!popup) return portico.notifications.error(popupBlocked)
    preload()
    portico.resolve(socialsTokens.popup).current = popup
    push('ConnectingSocial', { provider: social })
  }

  return (
    <>
      <Styles id="socials" css={css} />
      <div className="portico-socials">
        {shown.map((social, index) => {
          const name = SOCIAL_NAMES[social]
          const label = t('socials.continueWith', { name })
          return (
            <Button
              key={social}
              variant="secondary"
              fullWidth
              data-social={social}
              aria-label={index === 0 ? undefined : label}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => choose(social)}
            >
              {index === 0 ? label : name}
            </Button>
          )
        })}
      </div>
    </>
  )
}

async function redirect(portico: Portico, social: Exclude<Social, 'farcaster'>) {
  const { startRedirectLogin } = await import('../core/telegram.js')
  await startRedirectLogin(portico, social).catch((error: unknown) =>
    portico.notifications.error(error instanceof Error ? error.message : String(error)),
  )
}
