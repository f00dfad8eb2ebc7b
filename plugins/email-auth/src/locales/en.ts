/**
 * English texts the page needs before the first click: the view titles and the e-mail section of
 * Connect. The flows' texts (`flowEn.ts`) arrive with the runtime.
 */
const en = {
  'emailAuth.view.login': 'Email login',
  'emailAuth.view.update': 'Update email',
  'emailAuth.view.approve': 'Approve transaction',
  'emailAuth.email.label': 'Email',
  'emailAuth.email.placeholder': 'you@example.com',
  'emailAuth.email.submit': 'Continue',
  'emailAuth.email.invalid': 'Enter a valid email address',
}

export default en
