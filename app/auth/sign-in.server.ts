import { homeDispensaryCookieFor } from '~/account/home-dispensary.server'
import { getAuth } from './auth.server'
import { authCallHeaders, authErrorCode, field, type RawForm, setCookieHeaders } from './auth-form.server'
import { describeWait } from '~/site/rate-limit-rules'
import { createFailureLimiter } from './failure-limiter.server'
import { SIGN_IN_MESSAGES, type SignInField, validateSignIn } from './sign-in-rules'
import type { FormErrors } from './sign-up-rules'

/**
 * Wrong passwords allowed before a pause: per client address (a script trying many accounts) and
 * per email (many addresses trying one account). While either is exhausted nobody signs in with
 * that address or to that account, not even with the right password.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { windowMs: 15 * 60 * 1000, max: 10 },
  perEmail: { windowMs: 15 * 60 * 1000, max: 5 },
}
const byAddress = createFailureLimiter({ name: 'sign-in-address', ...SIGN_IN_LIMITS.perAddress })
const byEmail = createFailureLimiter({ name: 'sign-in-email', ...SIGN_IN_LIMITS.perEmail })

/** better-auth answers these for a wrong email or password (and nothing else about the account). */
const WRONG_CREDENTIAL_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'INVALID_EMAIL', 'USER_NOT_FOUND', 'CREDENTIAL_ACCOUNT_NOT_FOUND'])

export type SignInOutcome =
  | { ok: true; user: { id: string; firstName: string; email: string }; headers: Headers }
  | { ok: false; status: 400 | 429; errors: FormErrors<SignInField>; retryAfterSeconds?: number }

export async function signIn(
  form: RawForm,
  { request, clientAddress, now = new Date() }: { request: Request; clientAddress: string; now?: Date },
): Promise<SignInOutcome> {
  const checked = validateSignIn({ email: field(form, 'email'), password: field(form, 'password') })
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }
  const { email, password } = checked.value
  const at = now.getTime()

  const [addressCheck, emailCheck] = await Promise.all([byAddress.check(clientAddress, at), byEmail.check(email, at)])
  if (!addressCheck.ok || !emailCheck.ok) {
    const wait = Math.max(addressCheck.ok ? 0 : addressCheck.retryAfterSeconds, emailCheck.ok ? 0 : emailCheck.retryAfterSeconds)
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: wait,
      errors: { form: SIGN_IN_MESSAGES.tooManyAttempts(describeWait(wait)) },
    }
  }

  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authCallHeaders(request, clientAddress),
      returnHeaders: true,
    })
    await byEmail.clear(email)
    const user = response.user as { id: string; email: string; firstName?: unknown; homeDispensaryId?: unknown }
    const answer = setCookieHeaders(headers)
    // The home dispensary follows the shopper to a new browser: the footer and menus read its cookie.
    const homeCookie = await homeDispensaryCookieFor({
      homeDispensaryId: typeof user.homeDispensaryId === 'number' ? user.homeDispensaryId : null,
    })
    if (homeCookie) answer.append('Set-Cookie', homeCookie)
    return {
      ok: true,
      user: { id: user.id, email: user.email, firstName: typeof user.firstName === 'string' ? user.firstName : '' },
      headers: answer,
    }
  } catch (error) {
    const code = authErrorCode(error)
    if (!code || !WRONG_CREDENTIAL_CODES.has(code)) throw error
    await Promise.all([byAddress.fail(clientAddress, at), byEmail.fail(email, at)])
    return { ok: false, status: 400, errors: { form: SIGN_IN_MESSAGES.wrongCredentials } }
  }
}
