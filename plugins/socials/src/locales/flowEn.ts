/** English texts of the social section and the connecting views, added when they load. */
const flowEn = {
  'socials.section': 'Social login',
  'socials.continueWith': 'Continue with {name}',
  'socials.popup.title': 'Continue with {name}',
  'socials.popup.text': 'Sign in with {name} in the window that opened. This view goes on by itself.',
  'socials.connecting': 'Connecting…',
  'socials.retry': 'Try again',
  'socials.farcaster.title': 'Sign in with Farcaster',
  'socials.farcaster.text':
    'Scan the code with your phone or open the link in the Farcaster app, then approve.',
  'socials.farcaster.qr': 'QR code to sign in with Farcaster',
  'socials.farcaster.open': 'Open in Farcaster',
  'socials.farcaster.loading': 'Getting your sign-in link…',
}

export default flowEn
