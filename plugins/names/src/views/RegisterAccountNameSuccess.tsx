import { Avatar, Button, Styles, Text, useAccount, usePortico, useRouter, useT } from '@portico/ui'
import { namesCss } from './namesCss.js'

export { default as englishTexts } from '../locales/en.js'

/** RegisterAccountNameSuccess (spec 2): the name is registered and now shows for the account. */
export default function RegisterAccountNameSuccess() {
  const t = useT()
  const portico = usePortico()
  const { data } = useRouter<'RegisterAccountNameSuccess'>()
  const { address, profileImage } = useAccount()
  const name = data?.name ?? ''
  return (
    <section className="portico-names portico-names-done" aria-label={t('names.view.success.title')}>
      <Styles id="names" css={namesCss} />
      {address ? <Avatar address={address} imageUrl={profileImage} size={64} /> : null}
      <Text as="h2" variant="title" align="center" role="status">
        {t('names.success.heading', { name })}
      </Text>
      <Text tone="muted" align="center">
        {t('names.success.body')}
      </Text>
      <Button fullWidth size="large" onClick={() => portico.router.reset('Account')}>
        {t('names.success.back')}
      </Button>
    </section>
  )
}
