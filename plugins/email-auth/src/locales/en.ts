/**
 * English texts the page needs before the first click: the view titles and the e-mail section of
 * Connect. The flows' texts (and the field's error, shown once the runtime has loaded on focus) (`flowEn.ts`) arrive with the runtime.
 */
const en = {
  'emailAuth.view.login': 'Email login',
  'emailAuth.view.update': 'Update email',
  'emailAuth.view.approve': 'Approve transaction',
  'emailAuth.email.label': 'Email',
  'emailAuth.email.submit': 'Continue',
}

export default en
