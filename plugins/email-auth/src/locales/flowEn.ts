/** English texts of the e-mail flows, added when the runtime loads (`{name}` filled by `t(key, params)`). */
const flowEn = {
  'emailAuth.email.invalid': 'Check the email address',
  'emailAuth.otp.title': 'Confirm your email',
  'emailAuth.otp.sent': 'Enter the 6-digit code we sent to {email}',
  'emailAuth.otp.label': 'Code',
  'emailAuth.otp.submit': 'Verify',
  'emailAuth.otp.invalid': 'Enter the 6 digits of the code',
  'emailAuth.otp.resend': 'Resend code',
  'emailAuth.otp.resent': 'A new code is on its way',
  'emailAuth.device.title': 'Approve this device',
  'emailAuth.device.text':
    'Open the link we sent to {email} to approve this device. This page goes on by itself.',
  'emailAuth.sending': 'Sending the code…',
  'emailAuth.connecting': 'Connecting…',
  'emailAuth.update.label': 'New email',
  'emailAuth.update.submit': 'Send codes',
  'emailAuth.update.primary': 'Enter the code we sent to your current email {email}',
  'emailAuth.update.secondary': 'Enter the code we sent to {email}',
  'emailAuth.update.done': 'Your email is now {email}',
  'emailAuth.update.back': 'Back to account',
  'emailAuth.approve.waiting': 'Approve or reject the request in the embedded wallet',
}

export default flowEn
