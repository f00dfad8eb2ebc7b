import { usePortico, useRouter, useT } from '@portico/ui'
import { emailAuthTokens } from '../tokens.js'
import { EmailForm } from './EmailForm.js'

/** The e-mail section of Connect (`connect.sections`): the field; EmailLogin takes it from there. */
export default function EmailSection() {
  const t = useT()
  const portico = usePortico()
  const { push } = useRouter()
  const preload = () =>
    void portico
      .resolve(emailAuthTokens.handle)
      .load()
      .then((runtime) => runtime.preload())
  return (
    <EmailForm
      label={t('emailAuth.email.label')}
      submitLabel={t('emailAuth.email.submit')}
      onIntent={preload}
      onSubmit={(email) => {
        preload()
        push('EmailLogin', { email })
      }}
    />
  )
}
