import { type AccountState, formatSocialUsername, truncateAddress, truncateEmail } from '@portico/kernel'

/**
 * What the account header shows as the name: the profile name, else the shortened address; and
 * under it the embedded wallet's login (spec 5: an e-mail over 30 characters is truncated with an
 * ellipsis; a discord user name loses its trailing 0).
 */
export function accountIdentity(
  account: Pick<AccountState, 'address' | 'profileName' | 'user' | 'socialProvider'>,
) {
  const address = account.address ?? ''
  const title = account.profileName || truncateAddress(address)
  const userName = account.user?.userName
  const login = account.user?.email
    ? truncateEmail(account.user.email)
    : userName
      ? formatSocialUsername(account.socialProvider, userName)
      : undefined
  return { title, login }
}
