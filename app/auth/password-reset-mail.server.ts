import { publicOrigin } from '~/env.server'
import { enqueueMail } from '~/mail/outbox.server'
import { resetPasswordMail } from '~/mail/templates'

/** better-auth's sendResetPassword: a link to our own reset page carrying its token. */
export async function sendPasswordResetMail(user: { email: string; name: string }, token: string): Promise<void> {
  const link = `${publicOrigin()}/reset-password?token=${encodeURIComponent(token)}`
  await enqueueMail(resetPasswordMail(user, link))
}
