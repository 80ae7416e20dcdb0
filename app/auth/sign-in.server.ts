import { homeDispensaryCookieFor } from '~/account/home-dispensary.server'
import { type IssuedChallenge, issueChallenge, verifyChallenge } from '~/captcha/challenge.server'
import { CHALLENGE_FIELD_NAME } from '~/captcha/field'
import { getAuth } from './auth.server'
import { authCallHeaders, authErrorCode, field, type RawForm, setCookieHeaders } from './auth-form.server'
import { createFailureCounter } from './failure-count.server'
import { SIGN_IN_MESSAGES, type SignInField, validateSignIn } from './sign-in-rules'
import { SIGN_IN_THROTTLE, type SignInGate, signInGate } from './sign-in-throttle'
import type { FormErrors } from './sign-up-rules'

/**
 * Wrong passwords counted per client address (a script trying many accounts) and per email (many
 * addresses trying one account). They never lock anyone out: past a few, every attempt needs a
 * solved proof-of-work challenge (sign-in-throttle.ts, decision 0016), and the right password with
 * one signs in. A shopper who cannot solve it (no JavaScript) can always reset their password.
 */
const byAddress = createFailureCounter({ name: 'sign-in-address', windowMs: SIGN_IN_THROTTLE.windowMs })
const byEmail = createFailureCounter({ name: 'sign-in-email', windowMs: SIGN_IN_THROTTLE.windowMs })
/** The counters, for tests that set up a history of failures. */
export const SIGN_IN_FAILURES = { account: byEmail, address: byAddress }


/** better-auth answers these for a wrong email or password (and nothing else about the account). */
const WRONG_CREDENTIAL_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'INVALID_EMAIL', 'USER_NOT_FOUND', 'CREDENTIAL_ACCOUNT_NOT_FOUND'])

export type SignInOutcome =
  | { ok: true; user: { id: string; firstName: string; email: string }; headers: Headers }
  | {
      ok: false
      status: 400 | 429
      errors: FormErrors<SignInField>
      /**
       * The challenge the next attempt must carry solved. With `challengeRequired` this attempt was
       * not checked at all (no solution, or not a good one): the browser solves and sends it again.
       */
      challenge?: IssuedChallenge
      challengeRequired?: boolean
    }

export async function signIn(
  form: RawForm,
  { request, clientAddress, now = new Date() }: { request: Request; clientAddress: string; now?: Date },
): Promise<SignInOutcome> {
  const checked = validateSignIn({ email: field(form, 'email'), password: field(form, 'password') })
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }
  const { email, password } = checked.value
  const at = now.getTime()

  const [accountFailures, addressFailures] = await Promise.all([byEmail.count(email, at), byAddress.count(clientAddress, at)])
  const gate = signInGate({ accountFailures, addressFailures })
  if (gate.kind === 'challenge') {
    const solved = await verifyChallenge(field(form, CHALLENGE_FIELD_NAME), { purpose: 'sign-in', minLevel: gate.level, now })
    if (!solved.ok) {
      return {
        ok: false,
        status: 429,
        errors: { form: SIGN_IN_MESSAGES.challengeRequired },
        challenge: await challengeFor(gate, now),
        challengeRequired: true,
      }
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
    const [accountNow, addressNow] = await Promise.all([byEmail.fail(email, at), byAddress.fail(clientAddress, at)])
    const next = signInGate({ accountFailures: accountNow, addressFailures: addressNow })
    const challenge = next.kind === 'challenge' ? await challengeFor(next, now) : undefined
    return { ok: false, status: 400, errors: { form: SIGN_IN_MESSAGES.wrongCredentials }, ...(challenge ? { challenge } : {}) }
  }
}

function challengeFor(gate: Extract<SignInGate, { kind: 'challenge' }>, now: Date): Promise<IssuedChallenge> {
  return issueChallenge({ purpose: 'sign-in', level: gate.level, now })
}
