/** English texts the Connect view needs before the first click: view titles and the section's label. */
const en = {
  'socials.view.connecting': 'Social login',
  'socials.view.farcaster': 'Farcaster',
}

export default en
