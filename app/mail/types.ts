/** One message for the outbox: plain text always, HTML alongside it. */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** What it is for: 'verify-email', 'reset-password', … (the dev mailbox filters on it). */
  kind: string
}

/** A message on its way out: the outbox row plus the sender (MAIL_FROM). */
export type OutgoingMail = MailMessage & { from: string }

/** Delivers one message (SMTP in production; tests use a recording transport). */
export interface MailTransport {
  /** Resolves once the server accepted the message; throws when it did not. */
  send(message: OutgoingMail): Promise<void>
  /** Lets go of connections; called once when the worker stops. */
  close?(): void
}
