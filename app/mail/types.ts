/** One message for the outbox: plain text always, HTML alongside it. */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** What it is for: 'verify-email', 'reset-password', … (the dev mailbox filters on it). */
  kind: string
}

/** Delivers one message (SMTP in production; tests use a recording transport). */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>
}
