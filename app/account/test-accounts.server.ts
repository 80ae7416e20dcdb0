import { getAuth } from '~/auth/auth.server'
import { getAccountUser } from '~/auth/session.server'
import type { AccountUser } from '~/auth/types'

let sequence = 0

/** Integration tests: a shopper signed up through better-auth, with the Cookie header of their session. */
export async function signedUpShopper(overrides: { firstName?: string; homeState?: string } = {}): Promise<{ user: AccountUser; cookie: string }> {
  sequence += 1
  const firstName = overrides.firstName ?? 'Ada'
  const { headers } = await getAuth().api.signUpEmail({
    body: {
      name: `${firstName} Lovelace`,
      email: `shopper-${sequence}-${Date.now()}@example.com`,
      password: 'correct horse 42',
      firstName,
      lastName: 'Lovelace',
      phoneNumber: '+13125550123',
      birthdate: '1990-12-10',
      homeState: overrides.homeState ?? 'IL',
      medicalPatient: false,
    },
    returnHeaders: true,
  })
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const user = await getAccountUser(new Request('http://localhost:3000/account', { headers: { cookie } }))
  if (!user) throw new Error('signedUpShopper: the new session was not readable')
  return { user, cookie }
}
