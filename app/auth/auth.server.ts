import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { getDb } from '~/db/client.server'
import { accounts, sessions, users, verifications } from '~/db/schema'
import { getEnv, publicOrigin } from '~/env.server'
import { log } from '~/log.server'
import { sendPasswordResetMail } from './password-reset-mail.server'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './sign-up-rules'

const logger = log('auth')

/** 001 §9 leaves the session length open; a month, refreshed daily while the shopper comes back. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
/** How long a password-reset link works. */
export const RESET_TOKEN_SECONDS = 60 * 60

function createAuth() {
  const env = getEnv()
  const secure = env.NODE_ENV === 'production'
  return betterAuth({
    appName: 'Northmeadow Cannabis Co.',
    baseURL: publicOrigin(env),
    secret: env.SESSION_SECRET,
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        phoneNumber: { type: 'string', required: true },
        birthdate: { type: 'string', required: true },
        homeState: { type: 'string', required: true },
        medicalPatient: { type: 'boolean', required: false, defaultValue: false },
        role: { type: 'string', required: false, defaultValue: 'shopper', input: false },
        homeDispensaryId: { type: 'number', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // 001 §6: an unverified shopper signs in; only order history waits for verification.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await sendPasswordResetMail({ email: user.email, name: user.name }, token)
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    // Every auth call goes through our own routes (forms with CSRF checks and our rate limits);
    // better-auth's HTTP handler is not mounted, so its in-memory limiter would never see a request.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'nm',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug'
        logger[method]({ args }, message)
      },
    },
    telemetry: { enabled: false },
  })
}

type Auth = ReturnType<typeof createAuth>
const globalAuth = globalThis as typeof globalThis & { __storefrontAuth?: Auth }

/** The one better-auth instance (created on first use, after start-up opened the database). */
export function getAuth(): Auth {
  globalAuth.__storefrontAuth ??= createAuth()
  return globalAuth.__storefrontAuth
}

/** Forget the instance (tests that change configuration). */
export function resetAuth(): void {
  globalAuth.__storefrontAuth = undefined
}
