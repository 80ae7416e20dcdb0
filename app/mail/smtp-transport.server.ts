import nodemailer from 'nodemailer'
import { errorSummary, smtpSecrets } from './delivery-rules'
import type { MailTransport } from './types'

/**
 * Why a send failed, with the SMTP credentials already blanked out of the message. Nodemailer's
 * error code and the SMTP reply code stay, so delivery can tell a rejection from an outage.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
  readonly code: string | undefined
  readonly responseCode: number | undefined

  constructor(message: string, cause: unknown) {
    super(message)
    const fields = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown; responseCode?: unknown }) : {}
    this.code = typeof fields.code === 'string' ? fields.code : undefined
    this.responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined
  }
}

export type SmtpOptions = {
  /** Milliseconds to connect, to get the greeting, and of silence on the socket before giving up. */
  connectionTimeoutMs?: number
  greetingTimeoutMs?: number
  socketTimeoutMs?: number
}

/**
 * SMTP delivery over nodemailer (smtp:// with STARTTLS when offered, smtps:// for TLS from the
 * start). Short timeouts: the worker holds the outbox row's lock while it sends.
 */
export function createSmtpTransport(smtpUrl: string, options: SmtpOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  const secrets = smtpSecrets(smtpUrl)
  return {
    async send(message) {
      try {
        await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
      } catch (error) {
        throw new MailDeliveryError(errorSummary(error, secrets), error)
      }
    },
    close() {
      transporter.close()
    },
  }
}
