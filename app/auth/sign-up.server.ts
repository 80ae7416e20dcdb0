import { sql } from 'drizzle-orm'
import { localToday } from '~/compliance/age'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { log } from '~/log.server'
import { describeWait } from '~/site/rate-limit-rules'
import { createRateLimiter } from '~/site/rate-limit.server'
import { getAuth } from './auth.server'
import { authCallHeaders, authErrorCode, type RawForm, setCookieHeaders } from './auth-form.server'
import { sendVerificationLink } from './email-verification.server'
import { type FormErrors, SIGN_UP_MESSAGES, type SignUpField, validateSignUp } from './sign-up-rules'

const logger = log('sign-up')

/**
 * Accounts a client address may try to create: enough for a household, not for a script probing
 * which emails have accounts. Only well-formed sign-ups count; a typing mistake costs nothing.
 */
export const SIGN_UP_LIMIT = { windowMs: 10 * 60 * 1000, max: 5 }
const limiter = createRateLimiter({ name: 'sign-up', ...SIGN_UP_LIMIT })

export type SignUpOutcome =
  | { ok: true; user: { id: string; firstName: string; email: string }; headers: Headers }
  | { ok: false; status: 400 | 429; errors: FormErrors<SignUpField>; retryAfterSeconds?: number }

/**
 * Create the account (better-auth: user, credential and a session, whose cookie comes back in
 * `headers`), then put the verification link in the outbox. Nothing is created on refusal.
 */
export async function signUp(
  form: RawForm,
  { request, clientAddress, now = new Date() }: { request: Request; clientAddress: string; now?: Date },
): Promise<SignUpOutcome> {
  const checked = validateSignUp(form, localToday(now))
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors }
  const input = checked.value

  const limited = await limiter.hit(clientAddress, now.getTime())
  if (!limited.ok) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limited.retryAfterSeconds,
      errors: { form: `Too many new accounts from your network. Please try again in ${describeWait(limited.retryAfterSeconds)}.` },
    }
  }

  let created: { headers: Headers; response: { user: { id: string } } }
  try {
    created = await getAuth().api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        birthdate: input.birthdate,
        homeState: input.homeState,
        medicalPatient: input.medicalPatient,
      },
      headers: authCallHeaders(request, clientAddress),
      returnHeaders: true,
    })
  } catch (error) {
    const code = authErrorCode(error)
    if (code?.startsWith('USER_ALREADY_EXISTS')) {
      return { ok: false, status: 400, errors: { email: SIGN_UP_MESSAGES.emailTaken } }
    }
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
      return { ok: false, status: 400, errors: { password: SIGN_UP_MESSAGES.passwordShort } }
    }
    // Two sign-ups with one email at the same instant: better-auth's own check passed for both and
    // the unique index refused the second, which surfaces as a generic failure.
    if (await emailInUse(input.email)) return { ok: false, status: 400, errors: { email: SIGN_UP_MESSAGES.emailTaken } }
    throw error
  }

  const user = { id: created.response.user.id, firstName: input.firstName, email: input.email }
  try {
    await sendVerificationLink(user, now)
  } catch (error) {
    // 001 §8: a failure sending the verification link is logged only; the account page offers a resend.
    logger.error({ err: error, userId: user.id }, 'verification link not sent after sign-up')
  }
  return { ok: true, user, headers: setCookieHeaders(created.headers) }
}

async function emailInUse(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
  return Boolean(row)
}
