import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { emailVerificationCodes, users } from '~/db/schema'
import { publicOrigin } from '~/env.server'
import { log } from '~/log.server'
import { enqueueMail } from '~/mail/outbox.server'
import { verifyEmailMail } from '~/mail/templates'

const logger = log('email-verification')

/** How long a verification link works. */
export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000
/** Codes are 32 random bytes in base64url (43 characters); anything else cannot be one. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/

export type VerificationOutcome = 'verified' | 'already-verified' | 'expired'

type Recipient = { id: string; email: string; firstName: string }

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex')
}

/** The account page that submits the code (001 §2.2: /account/orders?email_verification=true&code=…). */
export function verificationLink(code: string): string {
  return `${publicOrigin()}/account/orders?email_verification=true&code=${encodeURIComponent(code)}`
}

/** Issue a new code and put its link in the outbox, in one transaction. Returns the code (tests read it). */
export async function sendVerificationLink(user: Recipient, now = new Date()): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  await getDb().transaction(async (tx) => {
    await tx.insert(emailVerificationCodes).values({
      userId: user.id,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    })
    await enqueueMail(verifyEmailMail(user, verificationLink(code)), tx)
  })
  return code
}

/**
 * 001 §4.8: submit a code for the signed-in user. A good code verifies the email once; an expired,
 * used, unknown or someone else's code sends a fresh link and answers 'expired' (the page's modal
 * then says so). Nothing about another user's code is revealed or changed.
 */
export async function submitVerificationCode(user: Recipient & { emailVerified: boolean }, code: string, now = new Date()): Promise<VerificationOutcome> {
  if (user.emailVerified) return 'already-verified'
  const verified = CODE_SHAPE.test(code)
    ? await getDb().transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(emailVerificationCodes)
          .where(and(eq(emailVerificationCodes.codeHash, hashCode(code)), eq(emailVerificationCodes.userId, user.id), isNull(emailVerificationCodes.usedAt)))
          .for('update')
        if (!row || row.expiresAt.getTime() <= now.getTime()) return false
        await tx.update(emailVerificationCodes).set({ usedAt: now }).where(eq(emailVerificationCodes.userId, user.id))
        await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, user.id))
        return true
      })
    : false
  if (verified) return 'verified'
  try {
    await sendVerificationLink(user, now)
  } catch (error) {
    // 001 §8: a failure sending the link is logged only.
    logger.error({ err: error, userId: user.id }, 'could not send a new verification link')
  }
  return 'expired'
}
